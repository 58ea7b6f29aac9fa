import { z } from "zod";
import { STATUS_EMAIL_KINDS } from "~/db/enums";
import { noControlCharacters } from "~/utils/text-rules";

export { STATUS_EMAIL_KINDS };
export type StatusEmailKind = (typeof STATUS_EMAIL_KINDS)[number];

export const STATUS_EMAIL_LIMITS = { subject: 150, body: 5_000 } as const;

/** Placeholders a template may use; each is replaced per candidate. */
export const STATUS_EMAIL_PLACEHOLDERS = ["{firstName}", "{jobTitle}", "{companyName}"] as const;

export const STATUS_EMAIL_LABELS: Record<StatusEmailKind, string> = {
  interview: "Moved to Interview",
  rejected: "Moved to Rejected",
};

export const STATUS_EMAIL_DEFAULTS: Record<StatusEmailKind, { subject: string; body: string }> = {
  interview: {
    subject: "Your application for {jobTitle}: next step",
    body: "Hello {firstName},\n\nThank you for applying for the {jobTitle} position. We enjoyed reading your application and would like to invite you to an interview. We will be in touch shortly to find a time that suits you.\n\nBest regards,\n{companyName}",
  },
  rejected: {
    subject: "Your application for {jobTitle}",
    body: "Hello {firstName},\n\nThank you for your interest in the {jobTitle} position and for the time you took to apply. After careful consideration we have decided not to move forward with your application.\n\nWe wish you every success in your search.\n\n{companyName}",
  },
};

const subject = z
  .string({ error: "A subject is required" })
  .trim()
  .min(1, "A subject is required")
  .max(STATUS_EMAIL_LIMITS.subject, `At most ${STATUS_EMAIL_LIMITS.subject} characters`)
  .refine(noControlCharacters, "The subject contains characters that are not allowed");
const body = z
  .string({ error: "A message is required" })
  .trim()
  .min(1, "A message is required")
  .max(
    STATUS_EMAIL_LIMITS.body,
    `At most ${STATUS_EMAIL_LIMITS.body.toLocaleString("en-US")} characters`,
  );

/** Settings › Candidate emails: both templates in one form. */
export const StatusEmailTemplatesSchema = z.object({
  interview: z.object({ subject, body }),
  rejected: z.object({ subject, body }),
});
export type StatusEmailTemplates = z.infer<typeof StatusEmailTemplatesSchema>;
