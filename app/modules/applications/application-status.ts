/**
 * The hiring pipeline of a job application, shared by the database schema,
 * the admin inbox and the dashboard so every badge reads and looks the same.
 * Client-safe: no server imports.
 */
import { APPLICATION_STATUSES } from "~/db/enums";

export { APPLICATION_STATUSES };

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  review: "Review",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/**
 * Badge colours (the names StatusBadge takes). Rejected is quiet slate: it
 * needs no more action, unlike New.
 */
export const APPLICATION_STATUS_TONES = {
  new: "blue",
  review: "amber",
  interview: "violet",
  offer: "teal",
  hired: "green",
  rejected: "slate",
  withdrawn: "slate",
} as const satisfies Record<ApplicationStatus, string>;

/** The forward steps, in order; Rejected (and the candidate's Withdrawn) is reachable from any of them. */
export const APPLICATION_PIPELINE = [
  "new",
  "review",
  "interview",
  "offer",
  "hired",
] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}
