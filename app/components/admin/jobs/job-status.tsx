import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { JOB_STATE_LABELS, jobOpensAt, jobState, type JobState } from "~/modules/jobs/job-state";
import { formatAdminDate, formatAdminDateTime, isoDate } from "~/utils/dates";

type JobStatusFacts = { isActive: boolean; scheduledAt: Date | string | null };

const TONES: Record<JobState, BadgeTone> = {
  active: "green",
  scheduled: "violet",
  inactive: "slate",
};

/** Active, Scheduled or Inactive: the same word and colour on every admin page. */
export function JobStatusBadge({ job }: { job: JobStatusFacts }) {
  const state = jobState(job);
  return <StatusBadge tone={TONES[state]}>{JOB_STATE_LABELS[state]}</StatusBadge>;
}

/**
 * The posted date, or "Opens …" for a scheduled job: it has not been posted
 * yet, and it counts as posted when it opens.
 */
export function JobPostedDate({ job }: { job: JobStatusFacts & { datePosted: Date | string } }) {
  const opensAt = jobOpensAt(job);
  if (opensAt) {
    return (
      <>
        Opens <time dateTime={opensAt.toISOString()}>{formatAdminDateTime(opensAt)}</time>
      </>
    );
  }
  return <time dateTime={isoDate(job.datePosted)}>{formatAdminDate(job.datePosted)}</time>;
}
