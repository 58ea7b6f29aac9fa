import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/detail";
import { NOTE_INTENT } from "~/components/admin/record-notes";
import { APPLICATIONS_INBOX } from "~/components/admin/applications/applications-inbox";
import { ATTACH_INTENT, AttachJobForm } from "~/components/admin/applications/attach-job-form";
import { ApplicationProfile } from "~/components/admin/applications/application-profile";
import { ApplicationStatusBadge } from "~/components/admin/applications/application-status-badge";
import { ResumeCard } from "~/components/admin/applications/resume-card";
import { ScreeningAnswersCard } from "~/components/admin/applications/screening-answers-card";
import { KnockoutBadge } from "~/components/admin/applications/knockout-badge";
import { readScreeningAnswers } from "~/modules/applications/screening-answers";
import { StatusPipeline } from "~/components/admin/applications/status-pipeline";
import { StatusHistory } from "~/components/admin/applications/status-history";
import { listStatusChanges } from "~/modules/applications/status-history.server";
import { stepsReached } from "~/modules/applications/status-history";
import { DELETE_INTENT, DeleteRecord } from "~/components/admin/delete-record";
import {
  InboxDetailPage,
  InboxNotesCard,
  InboxTextCard,
  inboxRecordErrorBoundary,
} from "~/components/admin/inbox-detail-page";
import { DetailCard } from "~/components/admin/inbox-parts";
import { STATUS_INTENT, StatusForm } from "~/components/admin/status-form";
import { ClosingEmailFields } from "~/components/admin/applications/closing-email-fields";
import { buttonClasses } from "~/components/ui/button";
import { Mail } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { failedFormReply, invalidFormReply, refusalReply } from "~/routes/action-result.server";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { NoteSchema } from "~/modules/notes/note-schema";
import {
  APPLICATION_ADMIN_MESSAGES,
  ApplicationStatusSchema,
  AttachJobSchema,
} from "~/modules/applications/application-admin-schema";
import {
  addApplicationNote,
  listApplicationNotes,
} from "~/modules/applications/application-notes.server";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
} from "~/modules/applications/application-status";
import {
  changeApplicationStatus,
  getApplicationForAdmin,
} from "~/modules/applications/applications-admin.server";
import { deleteApplication } from "~/modules/applications/application-delete.server";
import { resumeFileExists } from "~/modules/applications/resume-download.server";
import {
  attachApplicationToJob,
  listJobsToAttach,
} from "~/modules/applications/talent-pool.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { PersonHistoryCard } from "~/components/admin/person-history-card";
import { personHistory } from "~/modules/people/person-history.server";
import { canAccess } from "~/modules/roles/roles";
import { readForm } from "~/utils/form.server";
import { mailDestination } from "~/utils/mail.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(
    matches,
    loaderData
      ? `${loaderData.application.firstName} ${loaderData.application.lastName} – Application`
      : "Application not found",
  );

// {status} becomes the application's status label.
const NOTICES = {
  "status-saved": "Status changed to {status}.",
  "status-emailed": "Status changed to {status}. The candidate was emailed.",
  "status-outboxed":
    "Status changed to {status}. The email to the candidate was written to the outbox folder, not sent: no mail server is set up (see Settings → Email delivery).",
  "status-email-failed":
    "Status changed to {status}, but the email to the candidate could not be sent yet. It will be tried again for a few minutes; if it still fails, it is listed under Settings → Email delivery.",
  "status-unchanged": "The status is already {status}; nothing changed.",
  "note-added": "Your note was added.",
  attached: "The application now belongs to the job you chose.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, "applications");
  const row = await getApplicationForAdmin(params.applicationId);
  if (!row) throw data(null, { status: 404 });
  const [notes, resumeAvailable, attachableJobs, statusChanges, history] = await Promise.all([
    listApplicationNotes(row.id),
    resumeFileExists(row.resumeKey),
    row.isGeneral ? listJobsToAttach() : [],
    listStatusChanges(row.id),
    personHistory(row.email, { applicationId: row.id }),
  ]);
  // Storage keys, hashes and the form key stay on the server.
  const {
    resumeKey: _key,
    resumeSha256: _sha,
    idempotencyKey: _idem,
    screeningAnswers: storedAnswers,
    ...application
  } = row;
  const notice = noticeFrom(readSearchParams(request, ["notice"]), NOTICES)?.replace(
    "{status}",
    APPLICATION_STATUS_LABELS[row.status],
  );
  const reached = [...stepsReached(row.status, statusChanges)];
  return {
    application,
    screening: readScreeningAnswers(storedAnswers),
    notes,
    resumeAvailable,
    attachableJobs,
    statusChanges,
    reached,
    notice,
    // The person's inquiries are shown only to a role that may open them.
    history: canAccess(user.role, "inquiries") ? history : { ...history, inquiries: [] },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const form = await readForm(request, {
    unreadable: APPLICATION_ADMIN_MESSAGES.invalidRequest,
  });
  if (!form.ok) return data({ form: "other", message: form.message }, 400);
  const formData = form.formData;
  const intent = formData.get("intent");
  const path = `/admin/applications/${params.applicationId}`;
  if (intent === STATUS_INTENT) {
    const submission = parseWithZod(formData, { schema: ApplicationStatusSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { form: "status" });
    const result = await changeApplicationStatus(actor, params.applicationId, submission.value);
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok) return failedFormReply(submission, result, { form: "status" });
    const { from, to, emailed } = result.value;
    const notice =
      from === to
        ? "status-unchanged"
        : emailed === null
          ? "status-saved"
          : !emailed
            ? "status-email-failed"
            : mailDestination().mode === "outbox"
              ? "status-outboxed"
              : "status-emailed";
    return redirect(pathWithNotice(path, notice));
  }
  if (intent === DELETE_INTENT) {
    const deleted = await deleteApplication(actor, params.applicationId);
    if (!deleted.ok) throw data(null, { status: 404 });
    return redirect(pathWithNotice("/admin/applications", "deleted"));
  }
  if (intent === ATTACH_INTENT) {
    const submission = parseWithZod(formData, { schema: AttachJobSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { form: "attach" });
    const result = await attachApplicationToJob(actor, params.applicationId, submission.value);
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok && result.message !== undefined) return refusalReply(result, { form: "other" });
    if (!result.ok) return failedFormReply(submission, result, { form: "attach" });
    return redirect(pathWithNotice(path, "attached"));
  }
  if (intent === NOTE_INTENT) {
    const submission = parseWithZod(formData, { schema: NoteSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { form: "note" });
    const result = await addApplicationNote(actor, params.applicationId, submission.value);
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok) return failedFormReply(submission, result, { form: "note" });
    return redirect(pathWithNotice(path, "note-added"));
  }
  return data({ form: "other", message: APPLICATION_ADMIN_MESSAGES.invalidRequest }, 400);
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const {
    application,
    screening,
    notes,
    resumeAvailable,
    attachableJobs,
    statusChanges,
    reached,
    notice,
    history,
  } = loaderData;
  const name = `${application.firstName} ${application.lastName}`;
  const resultFor = (form: string) =>
    actionData && actionData.form === form && "result" in actionData
      ? actionData.result
      : undefined;
  return (
    <InboxDetailPage
      kind={APPLICATIONS_INBOX}
      title={name}
      badge={
        <>
          <ApplicationStatusBadge status={application.status} />
          {application.knockout ? (
            <>
              {" "}
              <KnockoutBadge />
            </>
          ) : null}
        </>
      }
      about={application.jobTitle}
      receivedAt={application.createdAt}
      actions={
        <>
          <a href={`mailto:${application.email}`} className={buttonClasses("secondary")}>
            <Mail aria-hidden="true" className="size-4" />
            Email applicant
          </a>
          <DeleteRecord label="Delete application">
            The application of {name}, its résumé and its notes are deleted for good. This cannot be
            undone.
          </DeleteRecord>
        </>
      }
      notice={actionData ? null : notice}
      error={actionData && "message" in actionData ? actionData.message : null}
    >
      {application.isGeneral ? (
        <DetailCard id="talent-pool-heading" title="Talent pool" className="mt-8">
          <AttachJobForm jobs={attachableJobs} lastResult={resultFor("attach")} />
        </DetailCard>
      ) : null}

      <PersonHistoryCard history={history} showInquiries className="mt-8" />

      {screening.length ? <ScreeningAnswersCard answers={screening} className="mt-8" /> : null}

      <DetailCard id="pipeline-heading" title="Status" className="mt-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
          <div className="lg:flex-1">
            <StatusPipeline status={application.status} reached={reached} />
            <StatusHistory changes={statusChanges} />
          </div>
          <div className="lg:w-64">
            <StatusForm
              schema={ApplicationStatusSchema}
              options={STATUS_OPTIONS}
              current={application.status}
              lastResult={resultFor("status")}
            >
              {(fields) => (
                <>
                  <label className="flex items-start gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      name="notify"
                      className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-600"
                    />
                    <span>
                      Email the candidate when moving to Interview{" "}
                      <Link
                        to={SETTINGS_PATHS.candidateEmails}
                        className="text-brand-700 underline"
                      >
                        (templates)
                      </Link>
                    </span>
                  </label>
                  <ClosingEmailFields skip={fields.skipClosingEmail} reason={fields.skipReason} />
                </>
              )}
            </StatusForm>
          </div>
        </div>
      </DetailCard>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DetailCard id="applicant-heading" title="Applicant">
            <ApplicationProfile application={application} />
          </DetailCard>
          <InboxTextCard
            id="cover-letter-heading"
            title="Cover letter"
            text={application.coverLetter}
          />
        </div>
        <div className="space-y-6">
          <DetailCard id="resume-heading" title="Résumé">
            <ResumeCard
              applicationId={application.id}
              fileName={application.resumeFileName}
              size={application.resumeSize}
              available={resumeAvailable}
            />
          </DetailCard>
          <InboxNotesCard notes={notes} lastResult={resultFor("note")} reader="applicant" />
        </div>
      </div>
    </InboxDetailPage>
  );
}

export const ErrorBoundary = inboxRecordErrorBoundary(APPLICATIONS_INBOX);
