import { InboxTable } from "~/components/admin/inbox-table";
import { INQUIRIES_INBOX } from "./inquiries-inbox";
import { serviceLabel } from "~/modules/inquiries/inquiry-schema";
import type { InquiryStatus } from "~/modules/inquiries/inquiry-status";
import { InquiryStatusBadge } from "./inquiry-status-badge";

export type InquiryRow = {
  id: string;
  name: string;
  email: string;
  company: string;
  service: string;
  /** The start of the message (the list shows two lines of it). */
  snippet: string;
  status: InquiryStatus;
  createdAt: string | Date;
};

const COLUMNS = [
  { label: "Company", cell: (row: InquiryRow) => row.company },
  { label: "Service", cell: (row: InquiryRow) => serviceLabel(row.service) },
];

/** The inbox table: sender (name links to the detail page) and the message's start, company, service, received, status. */
export function InquiriesTable({ rows }: { rows: InquiryRow[] }) {
  return (
    <InboxTable
      kind={INQUIRIES_INBOX}
      rows={rows}
      sender={{
        label: "From",
        name: (row) => row.name,
        more: (row) => <p className="mt-1.5 line-clamp-2 max-w-md text-slate-600">{row.snippet}</p>,
      }}
      columns={COLUMNS}
      status={(row) => <InquiryStatusBadge status={row.status} />}
    />
  );
}
