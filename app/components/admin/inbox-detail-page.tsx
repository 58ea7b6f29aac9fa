import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AdminErrorPanel } from "~/components/admin/admin-error";
import { capitalized, DetailCard, RecordNotFound } from "~/components/admin/inbox-parts";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RecordNotes, type NoteItem } from "~/components/admin/record-notes";
import { ArrowLeft } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

/** Which inbox a record belongs to: its list's address and its name. */
export type InboxRecordKind = {
  /** The list's address ("/admin/applications"). */
  path: string;
  noun: [singular: string, plural: string];
};

type InboxDetailPageProps = {
  kind: InboxRecordKind;
  title: string;
  /** The status badge, first in the line under the title. */
  badge: ReactNode;
  /** What the record is about, before "· received <date>" (a job, a company and service). */
  about: ReactNode;
  receivedAt: string | Date;
  /** Buttons on the right: reply or email, delete. */
  actions: ReactNode;
  /** The confirmation after a redirect (left out when the page answers a post). */
  notice?: string | null;
  /** A refusal that belongs to no field. */
  error?: string | null;
  children: ReactNode;
};

/**
 * The detail page both staff inboxes share: the way back to the list, the
 * heading with status, facts and actions, the notices, then the record's cards.
 */
export function InboxDetailPage({
  kind,
  title,
  badge,
  about,
  receivedAt,
  actions,
  notice,
  error,
  children,
}: InboxDetailPageProps) {
  return (
    <>
      <Link
        to={kind.path}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All {kind.noun[1]}
      </Link>
      <div className="mt-4">
        <AdminPageHeader
          eyebrow={capitalized(kind.noun[0])}
          title={title}
          description={
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {badge}
              <span>
                {about} · received{" "}
                <time dateTime={isoDate(receivedAt)}>{formatAdminDateTime(receivedAt)}</time>
              </span>
            </p>
          }
          actions={actions}
        />
      </div>

      {notice ? (
        <Notice tone="success" className="mt-6" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" className="mt-6" autoFocus>
          <p>{error}</p>
        </Notice>
      ) : null}

      {children}
    </>
  );
}

/** A long text the sender wrote (a message, a cover letter), as written. */
export function InboxTextCard({
  id,
  title,
  text,
  className,
}: {
  id: string;
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <DetailCard id={id} title={title} className={className}>
      <p className="whitespace-pre-wrap break-words leading-relaxed text-slate-800">{text}</p>
    </DetailCard>
  );
}

/** Staff's notes on the record; `reader` is who never sees them ("applicant"). */
export function InboxNotesCard({
  notes,
  lastResult,
  reader,
}: {
  notes: NoteItem[];
  lastResult?: SubmissionResult<string[]>;
  reader: string;
}) {
  return (
    <DetailCard
      id="notes-heading"
      title="Internal notes"
      description={`Only staff see these. They are never emailed or shown to the ${reader}.`}
    >
      <RecordNotes notes={notes} lastResult={lastResult} />
    </DetailCard>
  );
}

/** A detail route's ErrorBoundary: a 404 names the record and leads back to its list. */
export function inboxRecordErrorBoundary(kind: InboxRecordKind) {
  const [singular, plural] = kind.noun;
  return function InboxRecordError() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) {
      return (
        <RecordNotFound
          title={`${capitalized(singular)} not found`}
          description={`There is no ${singular} at this address. It may have been removed, or the link is incomplete.`}
          backHref={kind.path}
          backLabel={`Back to ${plural}`}
        />
      );
    }
    return <AdminErrorPanel />;
  };
}
