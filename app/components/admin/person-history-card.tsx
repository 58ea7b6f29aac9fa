import { Link } from "react-router";
import { DetailCard } from "~/components/admin/inbox-parts";
import { APPLICATION_STATUS_LABELS } from "~/modules/applications/application-status";
import { serviceLabel } from "~/modules/inquiries/inquiry-schema";
import { INQUIRY_STATUS_LABELS } from "~/modules/inquiries/inquiry-status";
import type { PersonHistory } from "~/modules/people/person-history";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

type Props = {
  history: PersonHistory;
  /** Inquiries are listed only for a role that may open them. */
  showInquiries: boolean;
  className?: string;
};

/**
 * One person, one history (issue 30 item 5): the same person's other
 * applications and inquiries (same e-mail address, trimmed and lower-cased),
 * each a link to its own page. Nothing when there are none.
 */
export function PersonHistoryCard({ history, showInquiries, className }: Props) {
  const inquiries = showInquiries ? history.inquiries : [];
  if (!history.applications.length && !inquiries.length) return null;
  return (
    <DetailCard
      id="person-history-heading"
      title="Same person"
      description="Other applications and inquiries sent from this email address."
      className={className}
    >
      <ul className="space-y-2">
        {history.applications.map((application) => (
          <li key={application.id}>
            <Link
              to={`/admin/applications/${application.id}`}
              className="font-medium text-navy-900 underline"
            >
              {`Application: ${application.jobTitle}${application.isGeneral ? " (talent pool)" : ""}`}
            </Link>{" "}
            <span className="text-sm text-slate-600">
              — {APPLICATION_STATUS_LABELS[application.status]},{" "}
              <time dateTime={isoDate(application.createdAt)}>
                {formatAdminDateTime(application.createdAt)}
              </time>
            </span>
          </li>
        ))}
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <Link
              to={`/admin/inquiries/${inquiry.id}`}
              className="font-medium text-navy-900 underline"
            >
              {`Inquiry: ${serviceLabel(inquiry.service)} (${inquiry.company})`}
            </Link>{" "}
            <span className="text-sm text-slate-600">
              — {INQUIRY_STATUS_LABELS[inquiry.status]},{" "}
              <time dateTime={isoDate(inquiry.createdAt)}>
                {formatAdminDateTime(inquiry.createdAt)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
