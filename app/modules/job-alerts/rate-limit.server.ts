import { createRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { JOB_ALERT_MAILBOX_RATE_LIMIT, JOB_ALERT_PAGE_RATE_LIMIT } from "./job-alert-schema";

/** Views and posts of the job alert pages per network address: guessing tokens stops here. */
export const consumeJobAlertAttempt = createRateLimit(
  "job-alert-page",
  () => JOB_ALERT_PAGE_RATE_LIMIT,
);

/** Confirmation e-mails per mailbox: the form cannot be used to flood someone's inbox. */
export const consumeJobAlertMailbox = createRateLimit(
  "job-alert-mailbox",
  () => JOB_ALERT_MAILBOX_RATE_LIMIT,
);
