import { z } from "zod";

/** What Settings › Email delivery says; shared by the page and the server. */
export const DELIVERY_MESSAGES = {
  resent: "The email was sent.",
  discarded: "The email was discarded.",
  gone: "That email is no longer waiting: it was sent or discarded meanwhile.",
  stillFailing: "The email still could not be sent: {error}",
  invalidRequest: "That request could not be read. Please reload the page and try again.",
} as const;

/** The failed e-mails listed at most on the page (newest first). */
export const FAILED_DELIVERIES_SHOWN = 100;

export const DeliveryActionSchema = z.object({
  intent: z.enum(["resend", "discard"]),
  deliveryId: z.uuid(),
});
export type DeliveryAction = z.infer<typeof DeliveryActionSchema>;

/** What each kind of e-mail is, as the admin list names it. */
export const DELIVERY_PURPOSE_LABELS: Record<string, string> = {
  verification: "Email address confirmation",
  "existing-account": "Already-registered notice",
  "approval-request": "New account to approve",
  "password-reset": "Password reset link",
  "two-factor-change": "Two-factor change notice",
  "account-approved": "Account approved",
  "inquiry-team": "New inquiry (to the team)",
  "inquiry-confirmation": "Inquiry confirmation",
  "application-team": "New application (to the team)",
  "application-confirmation": "Application confirmation",
  "status-interview": "Interview invitation",
  "status-rejected": "Rejection",
};
