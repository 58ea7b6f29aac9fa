import { getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Honeypot, OneTimeKeyField, PrivacyConsent } from "~/components/forms/form-parts";
import { serverForm, serverFormProps } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Send } from "~/components/ui/icons";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { APPLICATION_FORM_MESSAGES } from "~/modules/applications/application-messages";
import {
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_LIMITS,
  EXPERIENCE_OPTIONS,
  MIN_COVER_LETTER_LENGTH,
  REFERRAL_OPTIONS,
} from "~/modules/applications/application-schema";
import { characterCountText } from "~/utils/character-count";
import { ResumeInput } from "./resume-input";
import { UploadProgress } from "./upload-progress-bar";
import { Field, SelectField, TextField } from "~/components/forms/fields";
import {
  buildApplicationSchema,
  type AskedQuestion,
} from "~/modules/applications/screening-answers";
import { ScreeningFields } from "./screening-fields";

type TextFieldName =
  "firstName" | "lastName" | "email" | "phone" | "location" | "linkedin" | "portfolio";

const PERSONAL_FIELDS = [
  {
    name: "firstName",
    label: "First Name",
    type: "text",
    autoComplete: "given-name",
    required: true,
  },
  {
    name: "lastName",
    label: "Last Name",
    type: "text",
    autoComplete: "family-name",
    required: true,
  },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", required: true },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", required: true },
  {
    name: "location",
    label: "Current Location",
    type: "text",
    autoComplete: "address-level2",
    required: true,
  },
] as const satisfies ReadonlyArray<{ name: TextFieldName } & Record<string, unknown>>;

const LINK_FIELDS = [
  {
    name: "linkedin",
    label: "LinkedIn Profile",
    type: "url",
    autoComplete: "url",
    required: false,
  },
  {
    name: "portfolio",
    label: "Portfolio or Website",
    type: "url",
    autoComplete: "url",
    required: false,
  },
] as const satisfies ReadonlyArray<{ name: TextFieldName } & Record<string, unknown>>;

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-8">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="mb-6 p-0 text-lg font-semibold text-navy-900">{legend}</legend>
        <div className="space-y-6">{children}</div>
      </fieldset>
    </div>
  );
}

/**
 * The job application, rendered on the server only. Without JavaScript the
 * server checks it and answers with the spec's messages, keeping everything
 * typed except the file; with JavaScript
 * app/browser/form-validation.ts validates with the same schema as you type.
 * The résumé field comes after every other input but the consent box, so a
 * too-large file (cut off by the server mid-stream) loses nothing typed.
 */
export function ApplicationForm({
  action,
  questions = [],
  lastResult,
}: {
  action: string;
  /** The job's screening questions (decision 043); none for a general application. */
  questions?: readonly AskedQuestion[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields } = serverForm(buildApplicationSchema(questions), {
    id: "application",
    lastResult,
  });
  const summary = summaryMessages(form.errors, lastResult, APPLICATION_FORM_MESSAGES.invalid);

  const textField = ({
    name,
    label,
    type,
    autoComplete,
    required,
  }: (typeof PERSONAL_FIELDS | typeof LINK_FIELDS)[number]) => {
    const field = fields[name];
    return (
      <TextField
        key={name}
        field={field}
        label={label}
        required={required}
        type={type}
        autoComplete={autoComplete}
        maxLength={APPLICATION_LIMITS[name]}
        placeholder={type === "url" ? "https://" : undefined}
      />
    );
  };

  return (
    <form
      method="post"
      // Without JavaScript a refused post comes back as a whole page: the
      // fragment has the browser show it scrolled to the error summary.
      action={`${action}#${form.errorId}`}
      encType="multipart/form-data"
      {...serverFormProps(form)}
      data-validate="application"
      // The browser script builds its schema from the same questions.
      data-screening={questions.length ? JSON.stringify(questions) : undefined}
      className="space-y-8"
    >
      <FormErrorSummary id={form.errorId} messages={summary} />
      <OneTimeKeyField />

      <Fieldset legend="Personal Information">
        <div className="grid gap-6 sm:grid-cols-2">{PERSONAL_FIELDS.map(textField)}</div>
      </Fieldset>

      <Fieldset legend="Professional Details">
        <div className="grid gap-6 sm:grid-cols-2">
          {LINK_FIELDS.map(textField)}
          <SelectField
            field={fields.experience}
            label="Years of Experience"
            required
            placeholder="Select experience"
            options={EXPERIENCE_OPTIONS}
          />
          <SelectField
            field={fields.referral}
            label="How did you hear about us?"
            placeholder="Select an option"
            options={REFERRAL_OPTIONS}
          />
        </div>
      </Fieldset>

      {questions.length ? (
        <Fieldset legend="Screening questions">
          <ScreeningFields questions={questions} fields={fields} />
        </Fieldset>
      ) : null}

      <Fieldset legend="Cover Letter & Résumé">
        <Field field={fields.coverLetter} label="Cover Letter" required>
          <textarea
            {...getTextareaProps(fields.coverLetter, { ariaDescribedBy: "cover-letter-hint" })}
            key={fields.coverLetter.key}
            rows={8}
            maxLength={APPLICATION_LIMITS.coverLetter}
            placeholder="Tell us about a project you're proud of and why this role interests you."
            className={INPUT_CLASSES}
          />
        </Field>
        <p id="cover-letter-hint" className="-mt-4 text-sm text-slate-600">
          At least {MIN_COVER_LETTER_LENGTH} characters
          <span data-count-of={fields.coverLetter.name}>
            {characterCountText(fields.coverLetter.value ?? "")}
          </span>
        </p>

        <ResumeInput field={fields.resume} />
      </Fieldset>

      <Honeypot id="application-website" name={APPLICATION_HONEYPOT_FIELD} />

      <div className="border-t border-slate-200 pt-8">
        <PrivacyConsent
          field={fields.privacyPolicy}
          purpose="and consent to Arcwell Technologies processing my application."
        />
        <div className="mt-4 flex items-start gap-3">
          <input
            {...getInputProps(fields.futureOpenings, { type: "checkbox" })}
            key={fields.futureOpenings.key}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
          />
          <label
            htmlFor={fields.futureOpenings.id}
            className="text-sm leading-relaxed text-slate-700"
          >
            Keep my application for future openings that match my profile (optional).
          </label>
        </div>
      </div>

      {/* A flex column: the hidden progress panel adds no space below the button. */}
      <div className="flex flex-col gap-5 sm:items-start">
        <SubmitButton size="lg" pendingLabel="Submitting Application...">
          <Send aria-hidden="true" className="size-5" />
          Submit Application
        </SubmitButton>
        <UploadProgress id={`${form.id}-upload-progress`} />
      </div>
    </form>
  );
}
