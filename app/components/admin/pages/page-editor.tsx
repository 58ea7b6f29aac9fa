import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { TextareaField, TextField } from "~/components/forms/fields";
import { PublishChoiceField } from "~/components/forms/publish-choice-field";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { AutosaveStatus } from "~/components/admin/blogs/autosave-status";
import { useAutosave } from "~/components/admin/blogs/use-autosave";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { FieldErrors, STAFF_INPUT_CLASS } from "~/components/ui/form-field";
import { ExternalLink, Plus, Save, ScanEye } from "~/components/ui/icons";
import { BLOCK_TYPE_LABELS, EDITOR_BLOCK_TYPES, newBlock } from "~/modules/pages/block-form";
import { expandBlockJson, pageFormErrors, preparePageForm } from "~/modules/pages/block-json";
import {
  PAGE_MESSAGES,
  PAGE_PREVIEW_PATH,
  PageFormSchema,
  type PageFormInput,
} from "~/modules/pages/page-form-schema";
import { PAGE_LIMITS } from "~/modules/pages/page-schema";
import { ICON_KEYS } from "~/modules/pages/icon-keys";
import { BlockRow, type BlockValue } from "./block-row";
import { ICON_LIST_ID, LINK_TARGETS_LIST_ID, type AnyField, type AnyForm } from "./schema-fields";
import { ImageFields } from "./image-fields";
import { useLivePreview } from "./use-live-preview";

export const PAGE_FORM_ID = "page-form";
const PREVIEW_FRAME_ID = "page-preview-frame";

type PageEditorProps = {
  defaults: PageFormInput;
  lastResult?: SubmissionResult<string[]>;
  linkTargets: Array<{ path: string; label: string }>;
  saveLabel: string;
  /** A draft's autosave address (with when the form was loaded); without it nothing is saved until Save. */
  autosaveUrl?: string;
};

/**
 * The one block editor (new and edit pages, decision 049): the page's title,
 * path and SEO fields, its blocks — each drawn from its schema, with move up,
 * move down, duplicate, hide and remove — and when it goes live. Every
 * button is a Conform intent, so the editor works without JavaScript (a post
 * that comes back with the list changed); nothing is saved until Save. With
 * JavaScript a live preview beside the form (one tap away on a phone) draws
 * the page as typed with the public page's own code.
 */
export function PageEditor({
  defaults,
  lastResult,
  linkTargets,
  saveLabel,
  autosaveUrl,
}: PageEditorProps) {
  const [form, fields] = useSchemaForm<typeof PageFormSchema, Record<string, string>>(
    PageFormSchema,
    {
      id: PAGE_FORM_ID,
      lastResult,
      defaultValue: defaults as unknown as Record<string, string>,
      prepare: preparePageForm,
      error: pageFormErrors,
    },
  );
  const anyForm = form as unknown as AnyForm;
  const all = fields as unknown as Record<string, AnyField>;
  const blockList = (all.blocks as unknown as { getFieldList(): AnyField[] }).getFieldList();
  const blockValues = (all.blocks!.value ?? []) as BlockValue[];
  const takenIds = blockValues.map((block) => block?.id ?? "");
  const seo = (all.seo as unknown as { getFieldset(): Record<string, AnyField> }).getFieldset();
  const summary = summaryMessages(form.errors, lastResult, PAGE_MESSAGES.invalid);
  // The blocks the page opened with start closed; a block added since starts open.
  const [loadedKeys] = useState(() => new Set(blockList.map((block) => block.key ?? "")));
  const openedByPost = openedBy(lastResult, all.blocks!.name, blockList.length);
  const hydrated = useHydrated();
  const [previewOpen, setPreviewOpen] = useState(false);
  useLivePreview(PAGE_FORM_ID, PREVIEW_FRAME_ID, PAGE_PREVIEW_PATH);
  const autosave = useAutosave(PAGE_FORM_ID, autosaveUrl, expandBlockJson);

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
      <Form method="post" {...getFormProps(form)} className="min-w-0 space-y-8">
        <FormErrorSummary id={form.errorId} messages={summary} />
        {/* Enter in a field saves, never adds or moves a block. */}
        <button type="submit" hidden tabIndex={-1} />
        <datalist id={LINK_TARGETS_LIST_ID}>
          {linkTargets.map((target) => (
            <option key={target.path} value={target.path}>
              {target.label}
            </option>
          ))}
        </datalist>
        <datalist id={ICON_LIST_ID}>
          {ICON_KEYS.map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
        <section
          aria-labelledby="page-settings-heading"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="page-settings-heading" className="text-lg font-semibold text-navy-900">
            Page
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={all.title!}
              label="Title"
              inputStyle={STAFF_INPUT_CLASS}
              required
              maxLength={PAGE_LIMITS.title}
              autoComplete="off"
            />
            <TextField
              field={all.path!}
              label="Path"
              inputStyle={STAFF_INPUT_CLASS}
              required
              maxLength={PAGE_LIMITS.path}
              autoComplete="off"
              placeholder="/cloud-migration"
              hint="Where the page lives on the site. Changing it sends the old address on to the new one."
            />
          </div>
        </section>

        <section aria-labelledby="page-blocks-heading" className="space-y-4">
          <h2 id="page-blocks-heading" className="text-lg font-semibold text-navy-900">
            Blocks
          </h2>
          <FieldErrors id={all.blocks!.errorId} errors={all.blocks!.errors} />
          <ol className="space-y-4" aria-label="Blocks">
            {blockList.map((block, index) => (
              <BlockRow
                key={block.key}
                form={anyForm}
                block={block}
                blocksName={all.blocks!.name}
                index={index}
                count={blockList.length}
                value={blockValues[index] ?? {}}
                takenIds={takenIds}
                startOpen={!loadedKeys.has(block.key ?? "") || index === openedByPost}
                hasErrors={Object.keys(form.allErrors).some((key) =>
                  key.startsWith(`${block.name}.`),
                )}
              />
            ))}
          </ol>
          {blockList.length < PAGE_LIMITS.blocks ? (
            <fieldset className="m-0 rounded-2xl border border-dashed border-slate-300 p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">Add a block</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {EDITOR_BLOCK_TYPES.map((type) => (
                  <Button
                    key={type}
                    {...anyForm.insert.getButtonProps({
                      name: all.blocks!.name,
                      defaultValue: newBlock(type, takenIds) as never,
                    })}
                    type="submit"
                    variant="secondary"
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    {BLOCK_TYPE_LABELS[type]}
                  </Button>
                ))}
              </div>
            </fieldset>
          ) : null}
        </section>

        <section
          aria-labelledby="page-seo-heading"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="page-seo-heading" className="text-lg font-semibold text-navy-900">
            Search and sharing
          </h2>
          <TextField
            field={seo.title!}
            label="SEO title"
            inputStyle={STAFF_INPUT_CLASS}
            required
            maxLength={PAGE_LIMITS.seoTitle}
          />
          <TextareaField
            field={seo.description!}
            label="SEO description"
            inputStyle={STAFF_INPUT_CLASS}
            required
            maxLength={PAGE_LIMITS.seoDescription}
            rows={3}
          />
          <ImageFields
            form={anyForm}
            field={seo.image!}
            legend="Share image"
            required={false}
            altMax={PAGE_LIMITS.imageAlt}
          />
          <CheckboxField
            field={seo.noindex as never}
            label="Keep out of search engines (noindex)"
          />
        </section>

        <section
          aria-labelledby="page-publish-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="page-publish-heading" className="sr-only">
            Publishing
          </h2>
          <PublishChoiceField
            legend="Publishing"
            choice={all.publish as never}
            at={all.at as never}
            atLabel="Publish at"
            copy={{
              now: { label: "Published", hint: "Visitors see the page at its path." },
              schedule: {
                label: "Scheduled",
                hint: "Goes live by itself at the minute you choose.",
              },
              draft: { label: "Draft", hint: "Only staff see it, in the preview." },
            }}
          />
        </section>

        {autosaveUrl ? <AutosaveStatus state={autosave} saveLabel={saveLabel} /> : null}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          {/* Without JavaScript the preview opens in a new tab; with it, it is beside the form. */}
          <SubmitButton
            variant="secondary"
            pendingLabel="Opening the preview..."
            elsewhere={{ action: PAGE_PREVIEW_PATH, target: "_blank" }}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Preview in a new tab
          </SubmitButton>
          <SubmitButton intent="save" pendingLabel="Saving...">
            <Save aria-hidden="true" className="h-4 w-4" />
            {saveLabel}
          </SubmitButton>
        </div>
        <UnsavedChangesGuard formId={PAGE_FORM_ID} read={expandBlockJson} />
      </Form>

      {hydrated ? (
        <aside aria-label="Live preview" className="mt-8 lg:mt-0">
          <Button
            variant="secondary"
            className="sticky bottom-3 z-30 w-full shadow-md lg:hidden"
            aria-expanded={previewOpen}
            aria-controls="page-live-preview"
            onClick={() => setPreviewOpen((open) => !open)}
          >
            <ScanEye aria-hidden="true" className="size-4" />
            {previewOpen ? "Hide preview" : "Show preview"}
          </Button>
          <div
            id="page-live-preview"
            className={`${previewOpen ? "fixed inset-x-0 bottom-0 top-16 z-40 bg-white p-2" : "hidden"} lg:sticky lg:top-24 lg:block lg:h-[calc(100vh-7rem)] lg:p-0`}
          >
            {previewOpen ? (
              <Button
                variant="secondary"
                className="mb-2 lg:hidden"
                onClick={() => setPreviewOpen(false)}
              >
                Back to the editor
              </Button>
            ) : null}
            <iframe
              id={PREVIEW_FRAME_ID}
              title="Live preview of the page"
              sandbox="allow-same-origin"
              className="h-full min-h-[60vh] w-full rounded-xl border border-slate-200 bg-white"
            />
          </div>
        </aside>
      ) : null}
    </div>
  );
}

/**
 * The block the last post opened, without JavaScript: the one whose "Fields
 * of block N" was pressed (a validate intent), or the one just added or
 * duplicated (an insert).
 */
function openedBy(
  lastResult: SubmissionResult<string[]> | undefined,
  blocksName: string,
  count: number,
): number | null {
  const intent = lastResult?.intent;
  if (intent?.type === "validate") {
    const match = /^blocks\[(\d+)\]$/.exec(intent.payload.name ?? "");
    return match ? Number(match[1]) : null;
  }
  if (intent?.type === "insert" && intent.payload.name === blocksName)
    return intent.payload.index ?? count - 1;
  return null;
}
