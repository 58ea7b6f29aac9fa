import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { JobPostedDate, JobStatusBadge } from "~/components/admin/jobs/job-status";
import type { RecentJob } from "~/modules/dashboard/dashboard-figures";
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
        <AdminTable caption="Recent jobs">
          <AdminTableHead
            columns={["Job Title", "Department", "Location", "Posted Date", "Status"]}
          />
          <tbody role="rowgroup">
            {jobs.map((job) => (
              <tr key={job.id} role="row" className="hover:bg-slate-50/60">
                <th
                  scope="row"
                  role="rowheader"
                  data-label="Job Title"
                  className={`${TD} font-medium`}
                >
                  <Link
                    to={`/admin/jobs/edit/${job.id}`}
                    className="rounded text-navy-900 hover:text-brand-700 hover:underline"
                  >
                    {job.title}
                  </Link>
                </th>
                <td role="cell" data-label="Department" className={TD}>
                  {job.department}
                </td>
                <td role="cell" data-label="Location" className={TD}>
                  {job.location}
                </td>
                <td role="cell" data-label="Posted Date" className={`${TD} tabular-nums`}>
                  <JobPostedDate job={job} />
                </td>
                <td role="cell" data-label="Status" className={TD}>
                  <JobStatusBadge job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </DashboardSection>
  );
}
