import { z } from "zod";

/** What Settings › Email delivery says; shared by the page and the server. */
export const DELIVERY_MESSAGES = {
  resent: "The email was sent.",
  resentToOutbox:
    "The email was written to the outbox folder again — not sent, as no mail server is set up.",
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

/**
 * Purposes whose message carries a bearer secret (a link that resets a
 * password, confirms an address or signs in): once sent, the stored text
 * and HTML are cleared and only the metadata stays. A new e-mail with such
 * a link must use one of these purposes, or be added here.
 */
export const SECRET_LINK_PURPOSES: readonly string[] = [
  "password-reset",
  "verification",
  "sign-in-link",
];

export function carriesSecretLink(purpose: string): boolean {
  return SECRET_LINK_PURPOSES.includes(purpose);
}

/** Where mail goes, as the admin pages say it (see utils/mail.server.ts mailDestination). */
export type MailDestinationView =
  { mode: "smtp"; server: string } | { mode: "outbox"; folder: string };

export const MAIL_DESTINATION_TEXT = {
  outboxTitle: "Email is not being sent (outbox mode)",
  outbox:
    "No mail server is set up (SMTP_URL), so every email the site sends is only written as a file to the outbox folder on the server: {folder}. Nobody receives it.",
  smtp: "Email is sent through the mail server {server}.",
  allWrittenToOutbox:
    "No email failed. Every email was written to the outbox folder — none was delivered, as no mail server is set up.",
  allHandedOver: "No email failed: every email was accepted by the mail server.",
} as const;
