import { InboxTable } from "~/components/admin/inbox-table";
import { APPLICATIONS_INBOX } from "./applications-inbox";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { ApplicationStatusBadge } from "./application-status-badge";
import { OverdueBadge } from "./overdue-badge";
import { KnockoutBadge } from "./knockout-badge";

export type ApplicationRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  status: ApplicationStatus;
  /** Some screening answer fired a knockout rule (decision 043). */
  knockout?: boolean;
  createdAt: string | Date;
  overdue: boolean;
};

const JOB_COLUMN = [
  {
    label: "Job",
    cell: (row: ApplicationRow) => (
      <>
        {row.jobTitle}
        {row.knockout ? (
          <>
            {" "}
            <KnockoutBadge />
          </>
        ) : null}
      </>
    ),
  },
];

/** The inbox table: applicant (name links to the detail page), job, received, status. */
export function ApplicationsTable({ rows }: { rows: ApplicationRow[] }) {
  return (
    <InboxTable
      kind={APPLICATIONS_INBOX}
      rows={rows}
      sender={{ label: "Applicant", name: (row) => `${row.firstName} ${row.lastName}` }}
      columns={JOB_COLUMN}
      status={(row) => (
        <span className="inline-flex flex-wrap gap-1.5">
          <ApplicationStatusBadge status={row.status} />
          {row.overdue ? <OverdueBadge /> : null}
        </span>
      )}
    />
  );
}
