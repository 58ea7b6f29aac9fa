import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useCallback, useState, type ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { StickyFormActions } from "~/components/forms/sticky-form-actions";
import { ButtonLink } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { Send } from "~/components/ui/icons";
import { BLOG_CATEGORIES } from "~/modules/blog/categories";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { PostFormFields, PostFormSchema } from "~/modules/blog/post-schema";
import { slugify } from "~/utils/slug";
import { RichTextEditor } from "./editor/rich-text-editor";
import { ImageField } from "./image-field";
import { PreviewButton } from "./preview-button";
import { TagInput } from "./tag-input";
import type { PostFormDefaults } from "./types";
import { AutosaveStatus } from "./autosave-status";
import { useAutosave } from "./use-autosave";
import {
  Field,
  FieldHint,
  hintId,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms/fields";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map(({ id, name }) => ({ value: id, label: name }));
const CONSTRAINT = getZodConstraint(PostFormFields);
const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

type PostFormProps = {
  mode: "new" | "edit";
  defaults: PostFormDefaults;
  lastResult?: SubmissionResult<string[]>;
  /** A draft's autosave address; without it nothing is saved until the form is sent. */
  autosaveUrl?: string;
};

/**
 * The one blog form, for a new post and for editing one. On a new post the
 * slug follows the title (the spec's rule) until the slug is typed in.
 */
export function PostForm({ mode, defaults, lastResult, autosaveUrl }: PostFormProps) {
  const isNew = mode === "new";
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.split("?")[0] === pathname;
  const [form, fields] = useSchemaForm(PostFormSchema, {
    id: "post-form",
    lastResult,
    defaultValue: defaults,
    constraint: CONSTRAINT,
  });
  const autosave = useAutosave(form.id, autosaveUrl);
  const [slug, setSlug] = useState(fields.slug.initialValue ?? "");
  const [slugTouched, setSlugTouched] = useState(!isNew || Boolean(fields.slug.initialValue));
  const revalidate = useCallback((name: string) => form.validate({ name }), [form]);
  const onContentChange = useCallback(() => {
    if (fields.content.errors?.length) revalidate(fields.content.name);
  }, [fields.content.errors, fields.content.name, revalidate]);

  const summary = summaryMessages(form.errors, lastResult, POST_MESSAGES.invalid);
  const { defaultValue: _slugDefault, ...slugProps } = getInputProps(fields.slug, { type: "text" });
  const contentLabelId = `${fields.content.id}-label`;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormErrorSummary id={form.errorId} messages={summary} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${CARD} min-w-0 space-y-6`}>
          <TextField
            field={fields.title}
            label="Title"
            required
            onInput={(event) => {
              if (!slugTouched) setSlug(slugify(event.currentTarget.value));
            }}
            inputClassName="text-base font-medium sm:text-base"
          />

          <Field field={fields.slug} label="Slug" required>
            <div className="flex items-stretch overflow-hidden rounded-lg">
              <span
                aria-hidden="true"
                className="hidden items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600 sm:flex"
              >
                /blog/
              </span>
              <input
                {...slugProps}
                value={slug}
                onChange={(event) => {
                  setSlug(event.target.value);
                  // Clearing the slug hands it back to the title.
                  setSlugTouched(event.target.value !== "" || !isNew);
                }}
                aria-describedby={`${fields.slug.errorId} ${hintId(fields.slug)}`}
                className={`${INPUT_CLASSES} sm:rounded-l-none`}
              />
            </div>
            <FieldHint field={fields.slug}>
              Lower-case words joined by hyphens. Left empty, it is made from the title.
            </FieldHint>
          </Field>

          <TextareaField field={fields.summary} label="Summary" required rows={3} />

          <div>
            <p id={contentLabelId} className="block text-sm font-medium text-navy-900">
              Content
              <span className="text-red-700" aria-hidden="true">
                {" "}
                *
              </span>
            </p>
            <p className="mb-1.5 mt-0.5 text-sm text-slate-600">
              Format with the toolbar, or switch to the HTML source. Scripts and styles are removed
              when the post is saved.
            </p>
            <RichTextEditor
              name={fields.content.name}
              id={fields.content.id}
              labelId={contentLabelId}
              errorId={fields.content.errorId}
              invalid={Boolean(fields.content.errors?.length)}
              defaultValue={fields.content.initialValue ?? ""}
              onChange={onContentChange}
            />
            <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
          </div>
        </div>

        <div className="min-w-0 space-y-6">
          <Section title="Publishing">
            <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4">
              <input
                {...getInputProps(fields.isPublished, { type: "checkbox" })}
                key={fields.isPublished.key}
                aria-describedby={`${fields.isPublished.id}-hint`}
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              <div>
                <label htmlFor={fields.isPublished.id} className="font-medium text-navy-900">
                  Publish this post
                </label>
                <p id={`${fields.isPublished.id}-hint`} className="mt-0.5 text-sm text-slate-600">
                  Published posts are on the blog at once. Unchecked, it stays a draft only
                  administrators see.
                </p>
              </div>
            </div>
            {autosaveUrl ? <AutosaveStatus state={autosave} /> : null}
            <TextField
              field={fields.scheduledFor}
              label="Schedule for (New York time)"
              type="datetime-local"
              hint="A draft with a time goes live by itself then. Leave empty to publish by hand."
            />
            <SelectField
              field={fields.category}
              label="Category"
              required
              placeholder="Select a category"
              options={CATEGORY_OPTIONS}
            />
          </Section>

          <Section title="Tags">
            <div>
              <label htmlFor={fields.tags.id} className="sr-only">
                Add a tag
              </label>
              <TagInput
                name={fields.tags.name}
                id={fields.tags.id}
                errorId={fields.tags.errorId}
                errors={fields.tags.errors}
                defaultValue={[fields.tags.initialValue ?? []]
                  .flat()
                  .filter((tag): tag is string => typeof tag === "string")}
              />
            </div>
          </Section>

          <Section title="Images and author">
            <ImageField
              name={fields.imageUrl.name}
              id={fields.imageUrl.id}
              label="Cover image"
              errorId={fields.imageUrl.errorId}
              errors={fields.imageUrl.errors}
              defaultValue={fields.imageUrl.initialValue ?? ""}
              shape="cover"
              onValueChange={() => revalidate(fields.imageUrl.name)}
            />
            <TextField field={fields.author} label="Author" required autoComplete="name" />
            <ImageField
              name={fields.authorImage.name}
              id={fields.authorImage.id}
              label="Author image"
              errorId={fields.authorImage.errorId}
              errors={fields.authorImage.errors}
              defaultValue={fields.authorImage.initialValue ?? ""}
              shape="avatar"
              onValueChange={() => revalidate(fields.authorImage.name)}
            />
          </Section>
        </div>
      </div>

      <StickyFormActions>
        <ButtonLink to="/admin/blogs" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <PreviewButton />
        <SubmitButton
          size="lg"
          submitting={submitting}
          pendingLabel={isNew ? "Adding..." : "Saving..."}
        >
          <Send aria-hidden="true" className="size-5" />
          {isNew ? "Add Blog" : "Save Changes"}
        </SubmitButton>
      </StickyFormActions>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${CARD} space-y-5`}>
      <h2 className="text-base font-semibold text-navy-900">{title}</h2>
      {children}
    </section>
  );
}
