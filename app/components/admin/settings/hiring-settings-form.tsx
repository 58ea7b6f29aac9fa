import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { TextareaField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";
import {
  hiringSettingsFormValues,
  HiringSettingsSchema,
  RESPONSE_TARGET_LIMITS,
  type HiringSettings,
} from "~/modules/applications/hiring-settings-schema";
import { FormErrors } from "./form-errors";

type HiringSettingsFormProps = {
  settings: HiringSettings;
  lastResult?: SubmissionResult<string[]>;
};

/** Settings › Hiring: the response target, the daily digest and the pay-range places. */
export function HiringSettingsForm({ settings, lastResult }: HiringSettingsFormProps) {
  const [form, fields] = useSchemaForm(HiringSettingsSchema, {
    id: "hiring-settings",
    lastResult,
    defaultValue: hiringSettingsFormValues(settings),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.responseTargetDays}
        type="number"
        label="Response target (business days)"
        required
        min={RESPONSE_TARGET_LIMITS.min}
        max={RESPONSE_TARGET_LIMITS.max}
        step={1}
        inputClassName="max-w-32"
        hint="An application is answered when it is first moved away from New. Saturdays and Sundays do not count; public holidays do."
      />
      <CheckboxField
        field={fields.overdueDigest}
        label="Daily digest of overdue applications"
        hint="Every morning, each recruiter and administrator gets one email listing the applications past the target, if there are any."
      />
      <TextareaField
        field={fields.payTransparencyPlaces}
        label="Places that require a pay range"
        rows={8}
        hint='One place a line: its name, a colon, then the words that put a job there, separated by commas ("New Jersey: NJ, New Jersey"). A job whose location contains one of the words (two-letter codes in capitals) needs a salary minimum and maximum before it is published. Leave empty if no such law applies.'
      />
      <SubmitButton pendingLabel="Saving...">Save hiring settings</SubmitButton>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
