// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";
import { WORK_ARRANGEMENTS } from "~/modules/jobs/job-location";
import { noControlCharacters } from "~/utils/text-rules";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

/**
 * Job alerts (issue 30 item 3, decision 046): the subscribe form on /careers
 * and the manage page, one schema each, shared by the browser's validation
 * and the server.
 */

export const JOB_ALERT_FREQUENCY_OPTIONS = [
  { value: "instant", label: "As soon as a job opens" },
  { value: "daily", label: "Once a day" },
  { value: "weekly", label: "Once a week" },
] as const;

export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCY_OPTIONS)[number]["value"];

const FREQUENCY_VALUES = JOB_ALERT_FREQUENCY_OPTIONS.map((option) => option.value) as [
  JobAlertFrequency,
  ...JobAlertFrequency[],
];

export const JOB_ALERT_LIMITS = {
  email: 254,
  search: MAX_SEARCH_LENGTH,
} as const;

/** A confirmation link works this long; a pending subscription is deleted after it. */
export const JOB_ALERT_CONFIRM_DAYS = 7;
/** How long the manage/unsubscribe link of one alert e-mail works. */
export const JOB_ALERT_MANAGE_LINK_DAYS = 180;
/** Subscribers per queue job when a job opens. */
export const JOB_ALERT_BATCH_SIZE = 500;
/** Page views and posts of the alert pages per address (15 minutes). */
export const JOB_ALERT_PAGE_RATE_LIMIT = { points: 30, durationSeconds: 15 * 60 } as const;
/** Confirmation e-mails one mailbox may receive a day: a form cannot flood an inbox. */
export const JOB_ALERT_MAILBOX_RATE_LIMIT = { points: 3, durationSeconds: 24 * 60 * 60 } as const;

export const JOB_ALERTS_PATH = "/careers/alerts";
export const jobAlertLinkPath = (token: string) => `${JOB_ALERTS_PATH}/${token}`;
export const jobAlertUnsubscribePath = (token: string) => `${JOB_ALERTS_PATH}/${token}/unsubscribe`;

export const JOB_ALERT_MESSAGES = {
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  frequency: "Choose how often to hear from us",
  invalidCharacters: "Contains characters that are not allowed",
  tooManyRequests: "Too many requests from your network. Please wait a few minutes and try again.",
  unreadable: "We could not read that request. Please try again.",
  unavailable: "Job alerts are unavailable right now. Please try again in a few minutes.",
} as const;

const searchText = z
  .string()
  .trim()
  .max(JOB_ALERT_LIMITS.search)
  .refine(noControlCharacters, JOB_ALERT_MESSAGES.invalidCharacters)
  .optional()
  .transform((value) => value ?? "");

const frequency = z.enum(FREQUENCY_VALUES, { error: JOB_ALERT_MESSAGES.frequency });

/** "Get new jobs by e-mail": the address, how often, and the search as hidden fields. */
export const JobAlertSubscribeSchema = z.object({
  email: z
    .string({ error: JOB_ALERT_MESSAGES.emailRequired })
    .trim()
    .min(1, JOB_ALERT_MESSAGES.emailRequired)
    .max(
      JOB_ALERT_LIMITS.email,
      `Email address must be at most ${JOB_ALERT_LIMITS.email} characters`,
    )
    .pipe(z.email(JOB_ALERT_MESSAGES.emailInvalid)),
  frequency,
  q: searchText,
  department: searchText,
  location: searchText,
  arrangement: z
    .enum(["", ...WORK_ARRANGEMENTS.map(({ id }) => id)])
    .optional()
    .catch("")
    .transform((value) => value ?? ""),
  type: searchText,
});

export type JobAlertSubscribeInput = z.output<typeof JobAlertSubscribeSchema>;

/** The manage page: a new frequency, or unsubscribe (no field). */
export const JobAlertManageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("frequency"), frequency }),
  z.object({ intent: z.literal("confirm") }),
  z.object({ intent: z.literal("unsubscribe") }),
]);

export const JobAlertFrequencySchema = z.object({ frequency });

export function frequencyLabel(value: string): string {
  return JOB_ALERT_FREQUENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
