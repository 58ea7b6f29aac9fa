import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form-field";
import { ChevronDown, Plus, Save, Trash2 } from "~/components/ui/icons";
import {
  MENU_LIMITS,
  MENU_MESSAGES,
  MenuFormSchema,
  type MenuKey,
  type MenuRow,
} from "~/modules/menus/menu-schema";
import { formatAdminDateTime } from "~/utils/dates";
import { SettingsSection } from "./settings-section";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type MenuFormProps = {
  menu: {
    key: MenuKey;
    title: string;
    description: string;
    nesting: boolean;
    rows: MenuRow[];
    saved: { at: Date | string; by: string | null } | null;
  };
  lastResult?: SubmissionResult<string[]>;
};

const ROW_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 transition-colors hover:bg-slate-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white";

/**
 * One menu of Settings › Menus: its links in order, each with a label and a
 * target; move up, move down and remove beside each, add below. The buttons
 * are Conform intents: with JavaScript they change the form in place,
 * without it they post the form and the page comes back with the list
 * changed. Nothing is saved until "Save". In the header a link can sit
 * under the link above it (one level).
 */
export function MenuForm({ menu, lastResult }: MenuFormProps) {
  const [form, fields] = useSchemaForm(MenuFormSchema, {
    id: `menu-${menu.key}-form`,
    lastResult,
    defaultValue: { menu: menu.key, items: menu.rows },
  });
  const rows = fields.items.getFieldList();
  const summary = summaryMessages(form.errors, lastResult, MENU_MESSAGES.invalid);
  const title = menu.title;

  return (
    <SettingsSection id={`menu-${menu.key}`} title={title} description={menu.description}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrorSummary id={form.errorId} messages={summary} />
        {/* Enter in a field saves (the form's first submit button), never moves a link. */}
        <button type="submit" name="intent" value={`save-${menu.key}`} hidden tabIndex={-1} />
        <input {...getInputProps(fields.menu, { type: "hidden" })} key={fields.menu.key} />
        <FieldErrors id={fields.items.errorId} errors={fields.items.errors} />
        <ol className="space-y-3" aria-label={`${title} links`}>
          {rows.map((row, index) => {
            const link = row.getFieldset();
            const number = index + 1;
            const nested = menu.nesting && index > 0 && link.nested.value === "on";
            return (
              <li
                key={row.key}
                className={
                  nested
                    ? "ml-6 rounded-xl border border-l-4 border-slate-200 border-l-brand-300 bg-slate-50 p-4 sm:ml-10"
                    : "rounded-xl border border-slate-200 p-4"
                }
              >
                <fieldset className="m-0 min-w-0 border-0 p-0">
                  <legend className="p-0 text-sm font-semibold text-slate-600">
                    Link {number}
                  </legend>
                  <div className="mt-2 grid gap-4 sm:grid-cols-2">
                    <TextField
                      field={link.label}
                      label="Label"
                      required
                      autoComplete="off"
                      maxLength={MENU_LIMITS.label}
                    />
                    <TextField
                      field={link.to}
                      label="Link target"
                      required
                      autoComplete="off"
                      maxLength={MENU_LIMITS.target}
                      placeholder="/services or https://…"
                    />
                  </div>
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                    {menu.nesting && index > 0 ? (
                      <CheckboxField field={link.nested} label="Under the link above" />
                    ) : (
                      // Posted rows of other menus carry no nesting; the schema refuses one that does.
                      <FieldErrors id={link.nested.errorId} errors={link.nested.errors} />
                    )}
                    <div className="ml-auto flex gap-2">
                      <button
                        {...form.reorder.getButtonProps({
                          name: fields.items.name,
                          from: index,
                          to: index - 1,
                        })}
                        disabled={index === 0}
                        className={ROW_BUTTON}
                      >
                        <ChevronDown aria-hidden="true" className="size-4 rotate-180" />
                        <span className="sr-only">Move link {number} up</span>
                      </button>
                      <button
                        {...form.reorder.getButtonProps({
                          name: fields.items.name,
                          from: index,
                          to: index + 1,
                        })}
                        disabled={index === rows.length - 1}
                        className={ROW_BUTTON}
                      >
                        <ChevronDown aria-hidden="true" className="size-4" />
                        <span className="sr-only">Move link {number} down</span>
                      </button>
                      <button
                        {...form.remove.getButtonProps({ name: fields.items.name, index })}
                        disabled={rows.length <= 1}
                        className={`${ROW_BUTTON} hover:border-red-200 hover:bg-red-50 hover:text-red-700`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="sr-only">Remove link {number}</span>
                      </button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {rows.length < MENU_LIMITS.links ? (
          <Button
            {...form.insert.getButtonProps({
              name: fields.items.name,
              defaultValue: { label: "", to: "" },
            })}
            type="submit"
            variant="secondary"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add link
          </Button>
        ) : null}
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {menu.saved ? (
              <>
                Last saved{" "}
                <time dateTime={new Date(menu.saved.at).toISOString()}>
                  {formatAdminDateTime(menu.saved.at)}
                </time>
                {menu.saved.by ? ` by ${menu.saved.by}` : ""}.
              </>
            ) : (
              "The site shows its original links until you save."
            )}
          </p>
          <SubmitButton intent={`save-${menu.key}`} pendingLabel="Saving...">
            <Save aria-hidden="true" className="h-4 w-4" />
            Save {title.replace(/^Footer: /, "")} menu
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}
