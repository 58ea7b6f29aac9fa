import type { SubmissionResult } from "@conform-to/react";
import { Honeypot, OneTimeKeyField, PrivacyConsent } from "~/components/forms/form-parts";
import { serverForm, serverFormProps } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Send } from "~/components/ui/icons";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import {
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  InquirySchema,
  SERVICE_OPTIONS,
} from "~/modules/inquiries/inquiry-schema";
import { CONTACT_MESSAGES } from "~/modules/inquiries/contact-messages";
import { SelectField, TextareaField, TextField } from "~/components/forms/fields";

/** The four one-line fields, in the spec's order (limits come from INQUIRY_LIMITS). */
const TEXT_FIELDS = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name", required: true },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", required: true },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", required: false },
  {
    name: "company",
    label: "Company/Organization",
    type: "text",
    autoComplete: "organization",
    required: true,
  },
] as const;

/**
 * The contact form, rendered on the server only (ids, constraints and the
 * server's messages from serverForm). Without JavaScript the server checks
 * it and answers with messages (the form is `noValidate`; its constraint
 * attributes still tell what is expected); with JavaScript
 * app/browser/form-validation.ts validates with the same Zod schema as the
 * user types (`data-validate`).
 */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { form, fields } = serverForm(InquirySchema, { id: "contact", lastResult });

  const summary = summaryMessages(form.errors, lastResult, CONTACT_MESSAGES.invalid);

  return (
    <form
      method="post"
      // Without JavaScript a refused post comes back as a whole page: the
      // fragment has the browser show it scrolled to the error summary.
      action={`/contact#${form.errorId}`}
      {...serverFormProps(form)}
      data-validate="inquiry"
      className="space-y-6"
    >
      <FormErrorSummary id={form.errorId} messages={summary} />
      <OneTimeKeyField />

      <div className="grid gap-6 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type, autoComplete, required }) => {
          const field = fields[name];
          return (
            <TextField
              key={name}
              field={field}
              label={label}
              required={required}
              type={type}
              autoComplete={autoComplete}
              maxLength={INQUIRY_LIMITS[name]}
            />
          );
        })}
      </div>

      <SelectField
        field={fields.service}
        label="Service of Interest"
        required
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
      />

      <TextareaField
        field={fields.message}
        label="Message"
        required
        rows={5}
        maxLength={INQUIRY_LIMITS.message}
      />

      <Honeypot id="contact-website" name={HONEYPOT_FIELD} />

      <PrivacyConsent
        field={fields.privacy}
        purpose="and consent to being contacted regarding my inquiry."
      />

      <SubmitButton size="lg" pendingLabel="Processing...">
        <Send aria-hidden="true" className="size-5" />
        Send Message
      </SubmitButton>
    </form>
  );
}
