/**
 * A job's state as staff see it, one word everywhere (the jobs list, the
 * dashboard, the attach-to-job menu, the status filter): open, waiting for its
 * opening time, or off the careers page.
 */
export const JOB_STATES = ["active", "scheduled", "inactive"] as const;

export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  active: "Active",
  scheduled: "Scheduled",
  inactive: "Inactive",
};

type JobStateFacts = { isActive: boolean; scheduledAt: Date | string | null };

export function jobState(job: JobStateFacts): JobState {
  if (job.isActive) return "active";
  return job.scheduledAt ? "scheduled" : "inactive";
}

/** A scheduled job has not been posted yet: its date is the opening time, not date_posted. */
export function jobOpensAt(job: JobStateFacts): Date | null {
  return !job.isActive && job.scheduledAt ? new Date(job.scheduledAt) : null;
}
