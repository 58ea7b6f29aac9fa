import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { TextField } from "~/components/forms/fields";
import { SKIP_REASON_MAX_LENGTH } from "~/modules/applications/application-admin-schema";

type ClosingEmailFieldsProps<Schema extends Record<string, unknown>> = {
  skip: FieldMetadata<boolean | undefined, Schema, string[]>;
  reason: FieldMetadata<string | undefined, Schema, string[]>;
};

/**
 * Closing an application (Rejected) e-mails the candidate the closing
 * template unless the recruiter opts out here, for this one, and says why
 * (issue 30 item 2). Always on the form, so it works without JavaScript.
 */
export function ClosingEmailFields<Schema extends Record<string, unknown>>({
  skip,
  reason,
}: ClosingEmailFieldsProps<Schema>) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-navy-900">When closing (Rejected)</legend>
      <p className="text-sm text-slate-600">The candidate gets the closing email.</p>
      <CheckboxField field={skip} label="Close without the closing email" />
      <TextField
        field={reason}
        label="Reason for not emailing"
        // Marked as needed (the hint says when); the schema requires it only with the box ticked.
        required
        maxLength={SKIP_REASON_MAX_LENGTH}
        hint="Required when closing without the email."
      />
    </fieldset>
  );
}
