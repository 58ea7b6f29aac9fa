import { DETAIL_LINK, DetailItem } from "~/components/admin/inbox-parts";
import { VisitSourceItems } from "~/components/admin/visit-source-items";
import type { VisitSource } from "~/modules/analytics/visit-source";
import { serviceLabel } from "~/modules/inquiries/inquiry-schema";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

export type InquiryDetailsData = {
  email: string;
  phone: string | null;
  company: string;
  service: string;
  privacyConsent: boolean;
  createdAt: string | Date;
  visitSource: VisitSource | null;
};

/** Every field of the contact form except the message (which has its own card). */
export function InquiryDetails({ inquiry }: { inquiry: InquiryDetailsData }) {
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-1">
      <DetailItem label="Email">
        <a href={`mailto:${inquiry.email}`} className={DETAIL_LINK}>
          {inquiry.email}
        </a>
      </DetailItem>
      <DetailItem label="Phone">
        {inquiry.phone ? (
          <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className={DETAIL_LINK}>
            {inquiry.phone}
          </a>
        ) : (
          <span className="text-slate-600">Not given</span>
        )}
      </DetailItem>
      <DetailItem label="Company/Organization">{inquiry.company}</DetailItem>
      <DetailItem label="Service of interest">{serviceLabel(inquiry.service)}</DetailItem>
      <VisitSourceItems visitSource={inquiry.visitSource} />
      <DetailItem label="Received">
        <time dateTime={isoDate(inquiry.createdAt)}>{formatAdminDateTime(inquiry.createdAt)}</time>
      </DetailItem>
      <DetailItem label="Privacy policy">
        {inquiry.privacyConsent ? "Agreed to be contacted" : "Not agreed"}
      </DetailItem>
    </dl>
  );
}

/** A mailto: link that opens a reply to the visitor with a subject line. */
export function replyHref(email: string, companyName: string): string {
  const subject = `Re: your message to ${companyName}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
