import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { JobPostedDate, JobStatusBadge } from "./job-status";
import { JobRowActions } from "./job-row-actions";
import { formatCount, formatNumber } from "~/utils/counts";

export type JobsTableRow = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  isActive: boolean;
  /** An inactive job's opening time, when it has one. */
  scheduledAt: Date | string | null;
  /** Serialized by the loader. */
  datePosted: Date | string;
  /** YYYY-MM-DD or null. */
  closingDate: string | null;
  applicationCount: number;
};

/** "2026-03-01" → "3/1/2026" without a time zone shift (it is a calendar day, not an instant). */
function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${Number(month)}/${Number(date)}/${year}`;
}

/** Manage Jobs' table: title and type, department, location, posted date, applicants, status, actions. */
export function JobsTable({ jobs }: { jobs: JobsTableRow[] }) {
  return (
    <AdminTable caption="Jobs">
      <AdminTableHead
        columns={[
          "Job Title",
          "Department",
          "Location",
          "Posted Date",
          { label: "Applicants", align: "right" },
          "Status",
          { label: "Actions", align: "right" },
        ]}
      />
      <tbody role="rowgroup">
        {jobs.map((job) => (
          <tr key={job.id} role="row" className="transition-colors hover:bg-slate-50/70">
            <th
              scope="row"
              role="rowheader"
              data-label="Job Title"
              className={`${TD} max-w-xs font-normal`}
            >
              <Link
                to={`/admin/jobs/edit/${job.id}`}
                className="font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {job.title}
              </Link>
              <p className="mt-0.5 text-xs text-slate-600">{job.type}</p>
            </th>
            <td role="cell" data-label="Department" className={TD}>
              {job.department}
            </td>
            <td role="cell" data-label="Location" className={`${TD} max-w-[14rem]`}>
              {job.location}
            </td>
            <td
              role="cell"
              data-label="Posted Date"
              className={`${TD} whitespace-nowrap tabular-nums`}
            >
              <JobPostedDate job={job} />
            </td>
            <td role="cell" data-label="Applicants" className={`${TD} text-right tabular-nums`}>
              {job.applicationCount ? (
                <Link
                  to={`/admin/applications?job=${encodeURIComponent(job.id)}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  aria-label={`${formatCount(job.applicationCount, "applicant")} for ${job.title}`}
                >
                  {formatNumber(job.applicationCount)}
                </Link>
              ) : (
                <span className="text-slate-500">0</span>
              )}
            </td>
            <td role="cell" data-label="Status" className={TD}>
              <JobStatusBadge job={job} />
              {job.closingDate ? (
                <p className="mt-1 whitespace-nowrap text-xs text-slate-600">
                  Closes{" "}
                  <time dateTime={job.closingDate}>{formatCalendarDay(job.closingDate)}</time>
                </p>
              ) : null}
            </td>
            <td role="cell" data-label="Actions" className={`${TD} py-2 text-right`}>
              <JobRowActions job={job} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
