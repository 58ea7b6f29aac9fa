import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { serviceLabel } from "~/modules/inquiries/inquiry-schema";
import type { InquiryStatus } from "~/modules/inquiries/inquiry-status";
import { formatAdminDate, isoDate } from "~/utils/dates";
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

/** The inbox table: sender (name links to the detail page) and the message's start, company, service, received, status. */
export function InquiriesTable({ rows }: { rows: InquiryRow[] }) {
  return (
    <AdminTable caption="Inquiries, newest first">
      <AdminTableHead columns={["From", "Company", "Service", "Received", "Status"]} />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className="transition-colors hover:bg-slate-50">
            <td role="cell" data-label="From" className={TD}>
              <Link
                to={`/admin/inquiries/${row.id}`}
                className="font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {row.name}
              </Link>
              <p className="mt-0.5 text-slate-600">{row.email}</p>
              <p className="mt-1.5 line-clamp-2 max-w-md text-slate-600">{row.snippet}</p>
            </td>
            <td role="cell" data-label="Company" className={TD}>
              {row.company}
            </td>
            <td role="cell" data-label="Service" className={TD}>
              {serviceLabel(row.service)}
            </td>
            <td role="cell" data-label="Received" className={`${TD} whitespace-nowrap`}>
              <time dateTime={isoDate(row.createdAt)}>{formatAdminDate(row.createdAt)}</time>
            </td>
            <td role="cell" data-label="Status" className={TD}>
              <InquiryStatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
