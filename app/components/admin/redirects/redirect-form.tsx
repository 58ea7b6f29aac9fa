import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";
import {
  MAX_REDIRECT_PATH_LENGTH,
  REDIRECT_STATUS_LABELS,
  REDIRECT_STATUSES,
} from "~/modules/redirects/redirect-limits";
import { RedirectSchema } from "~/modules/redirects/redirect-schema";

export type RedirectFormValues = { from: string; to: string; status: string };

const STATUS_OPTIONS = REDIRECT_STATUSES.map((status) => ({
  value: String(status),
  label: REDIRECT_STATUS_LABELS[status],
}));

/** New or edit: the old address, where it goes and how (301/302). */
export function RedirectForm({
  mode,
  defaultValue,
  lastResult,
}: {
  mode: "new" | "edit";
  defaultValue: RedirectFormValues;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(RedirectSchema, {
    id: "redirect",
    lastResult,
    defaultValue,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-6">
      <TextField
        field={fields.from}
        label="Old address"
        required
        maxLength={MAX_REDIRECT_PATH_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint="The path visitors ask for, starting with / (for example /old-page). Their query (?…) is kept."
      />
      <TextField
        field={fields.to}
        label="New address"
        required
        maxLength={MAX_REDIRECT_PATH_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint="A path of this site (/services) or a full https:// address."
      />
      <SelectField field={fields.status} label="Type" required options={STATUS_OPTIONS} />
      <p className="text-sm text-slate-600">
        Use 301 when the page has moved for good (search engines move it too); 302 while the move is
        temporary.
      </p>
      <SubmitButton intent="save" pendingLabel="Saving...">
        {mode === "new" ? "Create redirect" : "Save redirect"}
      </SubmitButton>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
