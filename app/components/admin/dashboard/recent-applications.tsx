import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { ApplicationStatusBadge } from "~/components/admin/applications/application-status-badge";
import type { RecentApplication } from "~/modules/dashboard/dashboard-figures";
import { formatAdminDate, isoDate } from "~/utils/dates";
import { DashboardSection, EmptyCard } from "./dashboard-section";

/** The latest applications; each links to its page in the applications inbox. */
export function RecentApplications({ applications }: { applications: RecentApplication[] }) {
  return (
    <DashboardSection
      id="recent-applications"
      title="Recent Applications"
      link={{ to: "/admin/applications", label: "View all applications" }}
    >
      {applications.length === 0 ? (
        <EmptyCard>No applications yet. They appear here as soon as someone applies.</EmptyCard>
      ) : (
        <AdminTable caption="Recent applications">
          <AdminTableHead columns={["Applicant", "Position", "Applied", "Status"]} />
          <tbody role="rowgroup">
            {applications.map((application) => (
              <tr key={application.id} role="row" className="hover:bg-slate-50/60">
                <th
                  scope="row"
                  role="rowheader"
                  data-label="Applicant"
                  className={`${TD} font-normal`}
                >
                  <Link
                    to={`/admin/applications/${application.id}`}
                    className="rounded font-medium text-navy-900 hover:text-brand-700 hover:underline"
                  >
                    {application.firstName} {application.lastName}
                  </Link>
                  <span className="block text-xs text-slate-600">{application.email}</span>
                </th>
                <td role="cell" data-label="Position" className={TD}>
                  {application.jobTitle}
                </td>
                <td role="cell" data-label="Applied" className={`${TD} whitespace-nowrap`}>
                  <time dateTime={isoDate(application.createdAt)}>
                    {formatAdminDate(application.createdAt)}
                  </time>
                </td>
                <td role="cell" data-label="Status" className={TD}>
                  <ApplicationStatusBadge status={application.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </DashboardSection>
  );
}
