import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { FileField } from "~/components/forms/file-field";
import { serverForm, serverFormProps } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormErrorSummary } from "~/components/form-error-summary";
import { ButtonLink } from "~/components/ui/button";
import { Download, Trash2, Upload, UserX } from "~/components/ui/icons";
import {
  CandidateActionSchema,
  type CandidateIntent,
} from "~/modules/candidate-status/candidate-status-schema";

/** The server's last answer, for the form whose button was pressed. */
export type LastAnswer = { intent: CandidateIntent | null; result: SubmissionResult<string[]> };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

/** A post of the status page: every form is multipart, so one reader takes them all. */
function formFor(id: string, answer: LastAnswer | undefined, intents: readonly CandidateIntent[]) {
  const mine = answer && answer.intent !== null && intents.includes(answer.intent);
  return serverForm(CandidateActionSchema, { id, lastResult: mine ? answer.result : undefined });
}

/**
 * Withdraw, in two steps without any script: the first button opens the
 * question on the page (`?confirm=withdraw`), the second posts.
 */
export function WithdrawSection({
  path,
  jobTitle,
  confirming,
  answer,
}: {
  path: string;
  jobTitle: string;
  confirming: boolean;
  answer?: LastAnswer;
}) {
  const { form } = formFor("withdraw-form", answer, ["withdraw"]);
  return (
    <Section id="withdraw" title="Withdraw your application">
      {confirming ? (
        <form
          method="post"
          action={`${path}#${form.errorId}`}
          encType="multipart/form-data"
          {...serverFormProps(form)}
          className="space-y-4"
        >
          <FormErrorSummary id={form.errorId} messages={form.errors ?? []} />
          <p className="font-semibold text-navy-900">
            Withdraw your application for {jobTitle}? The hiring team stops considering it at once,
            and this cannot be undone.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <SubmitButton intent="withdraw" variant="danger" pendingLabel="Withdrawing…">
              <UserX aria-hidden="true" className="size-4" />
              Yes, withdraw my application
            </SubmitButton>
            <ButtonLink to={path} variant="secondary">
              Keep my application
            </ButtonLink>
          </div>
        </form>
      ) : (
        <>
          <p>Changed your mind or found another role? Let us know here; no reason needed.</p>
          <ButtonLink to={`${path}?confirm=withdraw#withdraw`} variant="danger">
            <UserX aria-hidden="true" className="size-4" />
            Withdraw application
          </ButtonLink>
        </>
      )}
    </Section>
  );
}

/** A new PDF while nobody has started reading the application. */
export function ResumeSection({
  path,
  fileName,
  answer,
}: {
  path: string;
  fileName: string;
  answer?: LastAnswer;
}) {
  const { form, fields } = formFor("resume-form", answer, ["replace-resume"]);
  return (
    <Section id="resume" title="Replace your résumé">
      <p>
        We have <span className="font-medium text-navy-900">{fileName}</span>. Until a recruiter
        starts reviewing your application you can send a newer version; the old file is deleted.
      </p>
      <form
        method="post"
        action={`${path}#${form.errorId}`}
        encType="multipart/form-data"
        {...serverFormProps(form)}
        className="space-y-4"
      >
        <FormErrorSummary id={form.errorId} messages={form.errors ?? []} />
        <FileField
          field={fields.resume}
          label="New résumé"
          required
          accept="application/pdf,.pdf"
          hint="PDF only, up to 5 MB."
        />
        <SubmitButton intent="replace-resume" pendingLabel="Uploading…">
          <Upload aria-hidden="true" className="size-4" />
          Replace résumé
        </SubmitButton>
      </form>
    </Section>
  );
}

/** A copy or the erasure of everything held about the candidate, confirmed by e-mail. */
export function DataSection({ path, answer }: { path: string; answer?: LastAnswer }) {
  const { form } = formFor("data-form", answer, ["request-export", "request-erase"]);
  return (
    <Section id="your-data" title="Your data">
      <p>
        Ask for a copy of everything we hold about you, or for all of it to be erased. We send a
        link to the address you applied with, so only you can confirm. Erasing removes every
        application you made with that address, and this page stops working.
      </p>
      <form
        method="post"
        action={`${path}#${form.errorId}`}
        encType="multipart/form-data"
        {...serverFormProps(form)}
        className="space-y-4"
      >
        <FormErrorSummary id={form.errorId} messages={form.errors ?? []} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton intent="request-export" variant="secondary" pendingLabel="Sending…">
            <Download aria-hidden="true" className="size-4" />
            Request a copy of my data
          </SubmitButton>
          <SubmitButton intent="request-erase" variant="danger" pendingLabel="Sending…">
            <Trash2 aria-hidden="true" className="size-4" />
            Erase my data
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}
