import type { SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";
import { RadioGroupField } from "~/components/forms/radio-group-field";
import { Honeypot } from "~/components/forms/form-parts";
import { HONEYPOT_FIELD } from "~/modules/inquiries/inquiry-schema";
import { serverForm, serverFormProps } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { Mail } from "~/components/ui/icons";
import { ConstantMarkup, type HostContent } from "~/utils/constant-markup";
import {
  JOB_ALERT_FREQUENCY_OPTIONS,
  JOB_ALERT_LIMITS,
  JOB_ALERTS_PATH,
  JobAlertSubscribeSchema,
} from "~/modules/job-alerts/job-alert-schema";
import { searchLabel, type SavedJobSearch } from "~/modules/job-alerts/job-alert-search";

const SEARCH_KEYS = ["q", "department", "location", "arrangement", "type"] as const;

/**
 * "Get new jobs by e-mail": a plain POST to /careers/alerts with the current
 * search in hidden fields. The same HTML for every visitor of a /careers
 * address (no token, no cookie), so the page stays cached. With JavaScript
 * the list's filters swap the search part (`data-live-region`) as the list
 * follows them; the typed address stays.
 */
export function JobAlertForm({
  search,
  lastResult,
  id = "job-alert",
}: {
  search: SavedJobSearch;
  lastResult?: SubmissionResult<string[]>;
  id?: string;
}) {
  const { form, fields } = serverForm(JobAlertSubscribeSchema, { id, lastResult });
  const summary = summaryMessages(form.errors, lastResult, "Please check the highlighted fields.");
  // Instant is chosen until the visitor picks another (or the server's answer kept one).
  const initialFrequency = (lastResult?.initialValue?.frequency as string | undefined) ?? "instant";
  const inputs = (
    <>
      <TextField
        field={fields.email}
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        maxLength={JOB_ALERT_LIMITS.email}
      />
      <RadioGroupField
        field={{ ...fields.frequency, initialValue: initialFrequency }}
        legend="How often"
        required
        options={JOB_ALERT_FREQUENCY_OPTIONS}
      />
    </>
  );
  return (
    <form
      method="post"
      action={`${JOB_ALERTS_PATH}#${form.errorId}`}
      {...serverFormProps(form)}
      data-validate="job-alert"
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <Mail aria-hidden="true" className="size-5 text-brand-600" />
        Get new jobs by e-mail
      </h3>
      <div data-live-region={`${id}-search`}>
        <p className="mt-2 text-slate-600">
          We e-mail you when a job opens that matches{" "}
          <strong className="font-semibold text-navy-900">{searchLabel(search)}</strong>. No
          account; unsubscribe with one click.
        </p>
        {SEARCH_KEYS.map((key) =>
          search[key] ? <input key={key} type="hidden" name={key} value={search[key]} /> : null,
        )}
      </div>
      <FormErrorSummary id={form.errorId} messages={summary} />
      <Honeypot id={`${id}-website`} name={HONEYPOT_FIELD} />
      {/* Blank (no answer to redraw, no typed address), the fields are the
          same for every search: drawn once (ConstantMarkup). */}
      {lastResult ? (
        fieldsGrid({ children: inputs })
      ) : (
        <ConstantMarkup name="job-alert-fields" of={[id]} host={fieldsGrid}>
          {inputs}
        </ConstantMarkup>
      )}
      <SubmitButton pendingLabel="Sending…" className="mt-6">
        <Mail aria-hidden="true" className="size-4" />
        Get job alerts
      </SubmitButton>
    </form>
  );
}

function fieldsGrid(content: HostContent) {
  return <div className="mt-6 grid gap-6 md:grid-cols-2" {...content} />;
}
