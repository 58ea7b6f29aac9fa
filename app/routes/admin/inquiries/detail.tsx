import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/detail";
import { AdminErrorPanel } from "~/components/admin/admin-error";
import { DetailCard, RecordNotFound } from "~/components/admin/inbox-parts";
import { InquiryDetails, replyHref } from "~/components/admin/inquiries/inquiry-details";
import { InquiryStatusBadge } from "~/components/admin/inquiries/inquiry-status-badge";
import { AdminPageHeader } from "~/components/admin/page-header";
import { STATUS_INTENT, StatusForm } from "~/components/admin/status-form";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft, MessageSquareReply } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
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
import { formatAdminDateTime, isoDate } from "~/utils/dates";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { useCompany } from "~/components/admin/use-company";
import { readSearchParams } from "~/utils/search-params.server";
import { DELETE_INTENT, DeleteRecord } from "~/components/admin/delete-record";
import { deleteInquiry } from "~/modules/inquiries/inquiry-delete.server";
import { NOTE_INTENT, RecordNotes } from "~/components/admin/record-notes";
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
  await requireStaff(request, "inquiries");
  const inquiry = await getInquiryForAdmin(params.inquiryId);
  if (!inquiry) throw data(null, { status: 404 });
  const notice = noticeFrom(readSearchParams(request, ["notice"]), NOTICES)?.replace(
    "{status}",
    INQUIRY_STATUS_LABELS[inquiry.status],
  );
  const notes = await listInquiryNotes(inquiry.id);
  return { inquiry, notes, notice };
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
    const result = await addInquiryNote(actor, params.inquiryId, formData);
    if (!result.ok && result.status === 404) throw data(null, { status: 404 });
    if (!result.ok) return data({ form: "note" as const, result: result.result }, result.status);
    return redirect(pathWithNotice(`/admin/inquiries/${params.inquiryId}`, "note-added"));
  }
  if (formData.get("intent") !== STATUS_INTENT) {
    return data({ message: INQUIRY_ADMIN_MESSAGES.invalidRequest }, 400);
  }
  const result = await changeInquiryStatus(actor, params.inquiryId, formData);
  if (!result.ok && result.status === 404) throw data(null, { status: 404 });
  if (!result.ok) return data({ form: "status" as const, result: result.result }, result.status);
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
  const { inquiry, notes, notice } = loaderData;
  const resultFor = (form: "status" | "note") =>
    actionData && "result" in actionData && actionData.form === form
      ? actionData.result
      : undefined;
  const company = useCompany();
  return (
    <>
      <Link
        to="/admin/inquiries"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All inquiries
      </Link>
      <div className="mt-4">
        <AdminPageHeader
          eyebrow="Inquiry"
          title={inquiry.name}
          description={
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <InquiryStatusBadge status={inquiry.status} />
              <span>
                {inquiry.company} · {serviceLabel(inquiry.service)} · received{" "}
                <time dateTime={isoDate(inquiry.createdAt)}>
                  {formatAdminDateTime(inquiry.createdAt)}
                </time>
              </span>
            </p>
          }
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
        />
      </div>

      {notice && !actionData ? (
        <Notice tone="success" className="mt-6" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}
      {actionData && "message" in actionData ? (
        <Notice tone="error" className="mt-6" autoFocus>
          <p>{actionData.message}</p>
        </Notice>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <DetailCard id="message-heading" title="Message" className="lg:col-span-2 lg:self-start">
          <p className="whitespace-pre-wrap break-words leading-relaxed text-slate-800">
            {inquiry.message}
          </p>
        </DetailCard>
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
          <DetailCard
            id="notes-heading"
            title="Internal notes"
            description="Only staff see these. They are never emailed or shown to the sender."
          >
            <RecordNotes notes={notes} lastResult={resultFor("note")} />
          </DetailCard>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <RecordNotFound
        title="Inquiry not found"
        description="There is no inquiry at this address. It may have been removed, or the link is incomplete."
        backHref="/admin/inquiries"
        backLabel="Back to inquiries"
      />
    );
  }
  return <AdminErrorPanel />;
}
