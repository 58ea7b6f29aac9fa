import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { formatAdminDate, isoDate } from "~/utils/dates";
import { ApplicationStatusBadge } from "./application-status-badge";

export type ApplicationRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  status: ApplicationStatus;
  createdAt: string | Date;
};

/** The inbox table: applicant (name links to the detail page), job, received, status. */
export function ApplicationsTable({ rows }: { rows: ApplicationRow[] }) {
  return (
    <AdminTable caption="Applications, newest first">
      <AdminTableHead columns={["Applicant", "Job", "Received", "Status"]} />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className="transition-colors hover:bg-slate-50">
            <td role="cell" data-label="Applicant" className={TD}>
              <Link
                to={`/admin/applications/${row.id}`}
                className="font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {row.firstName} {row.lastName}
              </Link>
              <p className="mt-0.5 text-slate-600">{row.email}</p>
            </td>
            <td role="cell" data-label="Job" className={TD}>
              {row.jobTitle}
            </td>
            <td role="cell" data-label="Received" className={`${TD} whitespace-nowrap`}>
              <time dateTime={isoDate(row.createdAt)}>{formatAdminDate(row.createdAt)}</time>
            </td>
            <td role="cell" data-label="Status" className={TD}>
              <ApplicationStatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
