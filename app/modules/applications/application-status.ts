import type { Application } from "~/db/schema";

export type ApplicationStatus = Application["status"];

/** How each application status reads in the admin area. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  review: "Review",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** StatusBadge tones (components/admin/status-badge) per status; the label carries the meaning. */
export const APPLICATION_STATUS_TONES: Record<
  ApplicationStatus,
  "blue" | "amber" | "violet" | "teal" | "green" | "red"
> = {
  new: "blue",
  review: "amber",
  interview: "violet",
  offer: "teal",
  hired: "green",
  rejected: "red",
};
