/** States of a contact inquiry in the admin inbox. Client-safe: no server imports. */
import { INQUIRY_STATUSES } from "~/db/enums";

export { INQUIRY_STATUSES };

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  closed: "Closed",
};

/** Badge colours (the names StatusBadge takes). */
export const INQUIRY_STATUS_TONES = {
  new: "blue",
  replied: "green",
  closed: "slate",
} as const satisfies Record<InquiryStatus, string>;

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (INQUIRY_STATUSES as readonly string[]).includes(value);
}
