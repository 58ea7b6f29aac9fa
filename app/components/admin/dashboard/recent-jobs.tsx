import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { StatusBadge } from "~/components/admin/status-badge";
import type { RecentJob } from "~/modules/dashboard/dashboard-figures";
import { formatAdminDate, isoDate } from "~/utils/dates";
import { DashboardSection, EmptyCard } from "./dashboard-section";

/** Spec: Recent Jobs — Job Title, Department, Location, Posted Date, Status. */
export function RecentJobs({ jobs }: { jobs: RecentJob[] }) {
  return (
    <DashboardSection
      id="recent-jobs"
      title="Recent Jobs"
      link={{ to: "/admin/jobs", label: "View all jobs" }}
    >
      {jobs.length === 0 ? (
        <EmptyCard>
          No jobs yet.{" "}
          <Link to="/admin/jobs/new" className="font-semibold text-brand-700 hover:underline">
            Add the first one
          </Link>
          .
        </EmptyCard>
      ) : (
        <AdminTable caption="Recent jobs" pin="first">
          <AdminTableHead
            columns={["Job Title", "Department", "Location", "Posted Date", "Status"]}
          />
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} className="hover:bg-slate-50/60">
                <th scope="row" className={`${TD} font-medium`}>
                  <Link
                    to={`/admin/jobs/edit/${job.id}`}
                    className="rounded text-navy-900 hover:text-brand-700 hover:underline"
                  >
                    {job.title}
                  </Link>
                </th>
                <td className={TD}>{job.department}</td>
                <td className={TD}>{job.location}</td>
                <td className={`${TD} tabular-nums`}>
                  <time dateTime={isoDate(job.datePosted)}>{formatAdminDate(job.datePosted)}</time>
                </td>
                <td className={TD}>
                  <StatusBadge tone={job.isActive ? "green" : "slate"}>
                    {job.isActive ? "Active" : "Inactive"}
                  </StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </DashboardSection>
  );
}
