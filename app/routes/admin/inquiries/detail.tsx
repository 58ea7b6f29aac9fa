import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/detail";
import {
  InboxDetailPage,
  InboxNotesCard,
  InboxTextCard,
  inboxRecordErrorBoundary,
} from "~/components/admin/inbox-detail-page";
import { DetailCard } from "~/components/admin/inbox-parts";
import { PersonHistoryCard } from "~/components/admin/person-history-card";
import { personHistory } from "~/modules/people/person-history.server";
import { canAccess } from "~/modules/roles/roles";
import { INQUIRIES_INBOX } from "~/components/admin/inquiries/inquiries-inbox";
import { InquiryDetails, replyHref } from "~/components/admin/inquiries/inquiry-details";
import { InquiryStatusBadge } from "~/components/admin/inquiries/inquiry-status-badge";
import { STATUS_INTENT, StatusForm } from "~/components/admin/status-form";
import { buttonClasses } from "~/components/ui/button";
import { MessageSquareReply } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { failedFormReply, invalidFormReply } from "~/routes/action-result.server";
import { NoteSchema } from "~/modules/notes/note-schema";
import {
  changeInquiryStatus,
  getInquiryForAdmin,
} from "~/modules/inquiries/inquiries-admin.server";
import {
  INQUIRY_ADMIN_MESSAGES,
  InquiryStatusSchema,
} from "~/modules/inquiries/inquiry-admin-schema";
import { serviceLabel } from "~/modules/inquiries/inquiry-schema";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/modules/inquiries/inquiry-status";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { useCompany } from "~/components/admin/use-company";
import { readSearchParams } from "~/utils/search-params.server";
import { DELETE_INTENT, DeleteRecord } from "~/components/admin/delete-record";
import { deleteInquiry } from "~/modules/inquiries/inquiry-delete.server";
import { NOTE_INTENT } from "~/components/admin/record-notes";
import { addInquiryNote, listInquiryNotes } from "~/modules/inquiries/inquiry-notes.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData ? `${loaderData.inquiry.name} – Inquiry` : "Inquiry not found");

// {status} becomes the inquiry's status label.
const NOTICES = {
  "status-saved": "Status changed to {status}.",
  "status-unchanged": "The status is already {status}; nothing changed.",
  "note-added": "Your note was added.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, "inquiries");
  const inquiry = await getInquiryForAdmin(params.inquiryId);
  if (!inquiry) throw data(null, { status: 404 });
  const notice = noticeFrom(readSearchParams(request, ["notice"]), NOTICES)?.replace(
    "{status}",
    INQUIRY_STATUS_LABELS[inquiry.status],
  );
  const [notes, history] = await Promise.all([
    listInquiryNotes(inquiry.id),
    personHistory(inquiry.email, { inquiryId: inquiry.id }),
  ]);
  return {
    inquiry,
    notes,
    notice,
    // The person's applications are shown only to a role that may open them.
    history: canAccess(user.role, "applications") ? history : { ...history, applications: [] },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "inquiries");
  const form = await readForm(request, { unreadable: INQUIRY_ADMIN_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, 400);
  const formData = form.formData;
  if (formData.get("intent") === DELETE_INTENT) {
    const deleted = await deleteInquiry(actor, params.inquiryId);
    if (!deleted.ok) throw data(null, { status: 404 });
    return redirect(pathWithNotice("/admin/inquiries", "deleted"));
  }
  if (formData.get("intent") === NOTE_INTENT) {
    const submission = parseWithZod(formData, { schema: NoteSchema });
    if (submission.status !== "success") {
      return invalidFormReply(submission, { form: "note" as const });
    }
    const result = await addInquiryNote(actor, params.inquiryId, submission.value);
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok) return failedFormReply(submission, result, { form: "note" as const });
    return redirect(pathWithNotice(`/admin/inquiries/${params.inquiryId}`, "note-added"));
  }
  if (formData.get("intent") !== STATUS_INTENT) {
    return data({ message: INQUIRY_ADMIN_MESSAGES.invalidRequest }, 400);
  }
  const submission = parseWithZod(formData, { schema: InquiryStatusSchema });
  if (submission.status !== "success") {
    return invalidFormReply(submission, { form: "status" as const });
  }
  const result = await changeInquiryStatus(actor, params.inquiryId, submission.value);
  if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
  if (!result.ok) return failedFormReply(submission, result, { form: "status" as const });
  const changed = result.value.from !== result.value.to;
  return redirect(
    pathWithNotice(
      `/admin/inquiries/${params.inquiryId}`,
      changed ? "status-saved" : "status-unchanged",
    ),
  );
}

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({
  value: status,
  label: INQUIRY_STATUS_LABELS[status],
}));

export default function InquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, notes, notice, history } = loaderData;
  const resultFor = (form: "status" | "note") =>
    actionData && "result" in actionData && actionData.form === form
      ? actionData.result
      : undefined;
  const company = useCompany();
  return (
    <InboxDetailPage
      kind={INQUIRIES_INBOX}
      title={inquiry.name}
      badge={<InquiryStatusBadge status={inquiry.status} />}
      about={`${inquiry.company} · ${serviceLabel(inquiry.service)}`}
      receivedAt={inquiry.createdAt}
      actions={
        <>
          <a href={replyHref(inquiry.email, company.name)} className={buttonClasses("primary")}>
            <MessageSquareReply aria-hidden="true" className="size-4" />
            Reply by email
          </a>
          <DeleteRecord label="Delete inquiry">
            The inquiry from {inquiry.name} is deleted for good. This cannot be undone.
          </DeleteRecord>
        </>
      }
      notice={actionData ? null : notice}
      error={actionData && "message" in actionData ? actionData.message : null}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <InboxTextCard
          id="message-heading"
          title="Message"
          text={inquiry.message}
          className="lg:col-span-2 lg:self-start"
        />
        <div className="space-y-6">
          <DetailCard
            id="status-heading"
            title="Status"
            description="Mark the inquiry Replied once you have answered it, Closed when nothing more is needed."
          >
            <StatusForm
              schema={InquiryStatusSchema}
              options={STATUS_OPTIONS}
              current={inquiry.status}
              lastResult={resultFor("status")}
            />
          </DetailCard>
          <DetailCard id="details-heading" title="Contact details">
            <InquiryDetails inquiry={inquiry} />
          </DetailCard>
          <PersonHistoryCard history={history} showInquiries />
          <InboxNotesCard notes={notes} lastResult={resultFor("note")} reader="sender" />
        </div>
      </div>
    </InboxDetailPage>
  );
}

export const ErrorBoundary = inboxRecordErrorBoundary(INQUIRIES_INBOX);
