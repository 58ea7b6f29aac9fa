import type { InboxKind } from "~/components/admin/inbox-list-page";
import { INQUIRIES_PAGE_SIZE } from "~/modules/inquiries/inquiry-filters";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/modules/inquiries/inquiry-status";
import type { InquiryStatus } from "~/modules/inquiries/inquiry-status";

/** The inquiries inbox's address, words and statuses (list and detail pages). */
export const INQUIRIES_INBOX: InboxKind<InquiryStatus> = {
  path: "/admin/inquiries",
  eyebrow: "Contact",
  noun: ["inquiry", "inquiries"],
  description:
    "Messages sent with the contact form, newest first. Reply by email, then mark them Replied or Closed.",
  statuses: INQUIRY_STATUSES,
  statusLabels: INQUIRY_STATUS_LABELS,
  pageSize: INQUIRIES_PAGE_SIZE,
  search: { label: "Search inquiries", placeholder: "Name, email or company" },
  empty: ["name, company or status", "Messages sent with the contact form"],
};
