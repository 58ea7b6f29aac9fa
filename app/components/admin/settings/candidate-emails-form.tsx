import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { TextareaField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import {
  STATUS_EMAIL_KINDS,
  STATUS_EMAIL_LABELS,
  STATUS_EMAIL_LIMITS,
  STATUS_EMAIL_PLACEHOLDERS,
  StatusEmailTemplatesSchema,
  type StatusEmailTemplates,
} from "~/modules/applications/status-email-schema";
import { FormErrors } from "./form-errors";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type CandidateEmailsFormProps = {
  templates: StatusEmailTemplates;
  lastResult?: SubmissionResult<string[]>;
};

/** Settings › Candidate emails: the Interview and Rejected templates. */
export function CandidateEmailsForm({ templates, lastResult }: CandidateEmailsFormProps) {
  const [form, fields] = useSchemaForm(StatusEmailTemplatesSchema, {
    id: "candidate-emails",
    lastResult,
    defaultValue: templates,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="text-sm text-slate-600">
        Placeholders:{" "}
        {STATUS_EMAIL_PLACEHOLDERS.map((name) => (
          <code key={name} className="mx-0.5 rounded bg-slate-100 px-1.5 py-0.5 text-navy-900">
            {name}
          </code>
        ))}
      </p>
      {STATUS_EMAIL_KINDS.map((kind) => {
        const template = fields[kind].getFieldset();
        return (
          // The divider is the legend's own rule, so it never runs through the text.
          <fieldset key={kind} className="space-y-4">
            <legend className="w-full border-t border-slate-200 pt-6 text-base font-semibold text-navy-900">
              {STATUS_EMAIL_LABELS[kind]}
            </legend>
            <TextField
              field={template.subject}
              label="Subject"
              required
              maxLength={STATUS_EMAIL_LIMITS.subject}
            />
            <TextareaField
              field={template.body}
              label="Message"
              required
              rows={8}
              maxLength={STATUS_EMAIL_LIMITS.body}
            />
          </fieldset>
        );
      })}
      <SubmitButton pendingLabel="Saving...">Save templates</SubmitButton>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
