/**
 * Page-level messages of Manage Jobs and the job form. The failure texts are
 * the spec's (section 8), verbatim; the confirmations are ours (the spec
 * shows none).
 */
export const JOB_ADMIN_MESSAGES = {
  loadFailed: "Failed to load jobs. Please try again later.",
  addFailed: "Failed to add job. Please try again.",
  updateFailed: "Failed to update job. Please try again later.",
  deleteFailed: "Failed to delete job. Please try again later.",
  invalid: "Please correct the highlighted fields and save again.",
  invalidRequest: "That request could not be understood. Please reload the page and try again.",
  notFound: "That job no longer exists. It may have been deleted by someone else.",
  empty: "No jobs found matching your criteria",
  deleteTitle: "Confirm Deletion",
  deleteQuestion: "Are you sure you want to delete this job? This action cannot be undone.",
} as const;

/** `/admin/jobs?notice=…` after a successful change (post/redirect/get). */
export const JOB_NOTICES = {
  created: "Job added successfully.",
  updated: "Job updated successfully.",
  activated: "Job activated. It is listed on the careers page.",
  deactivated: "Job deactivated. It no longer appears on the careers page.",
  deleted: "Job deleted.",
  "not-found": JOB_ADMIN_MESSAGES.notFound,
} as const;

export type JobNoticeKey = keyof typeof JOB_NOTICES;
