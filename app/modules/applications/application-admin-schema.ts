import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-status";

import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from "~/modules/notes/note-schema";
import { noControlCharacters } from "~/utils/text-rules";

/** Longest internal note (modules/notes, shared with inquiries). */
export const APPLICATION_NOTE_MAX_LENGTH = NOTE_MAX_LENGTH;

export const APPLICATION_ADMIN_MESSAGES = {
  notFound: "That application no longer exists.",
  statusRequired: "Choose a status",
  noteRequired: NOTE_MESSAGES.required,
  noteTooLong: NOTE_MESSAGES.tooLong,
  invalidCharacters: "Contains characters that are not allowed",
  invalidRequest: "That request could not be processed. Please reload the page and try again.",
  jobRequired: "Choose the job to attach this application to",
  jobGone: "That job no longer exists. Choose another.",
  alreadyAttached: "This application already belongs to a job.",
  skipReasonRequired: "Say why the candidate gets no closing email",
} as const;

/** Attaching a general application (talent pool) to a job, on its detail page. */
export const AttachJobSchema = z.object({
  jobId: z
    .string({ error: APPLICATION_ADMIN_MESSAGES.jobRequired })
    .trim()
    .min(1, APPLICATION_ADMIN_MESSAGES.jobRequired)
    .max(200, APPLICATION_ADMIN_MESSAGES.jobRequired),
});

/** Longest reason for closing an application without the closing e-mail. */
export const SKIP_REASON_MAX_LENGTH = 500;

/** The status form on the application detail page (client and server). */
export const ApplicationStatusSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_ADMIN_MESSAGES.statusRequired }),
    /** Send the candidate the Interview e-mail (Settings › Candidate emails). */
    notify: z.boolean().default(false),
    /**
     * Closing (to Rejected) sends the candidate the closing e-mail unless the
     * recruiter opts out for this one, and then says why (issue 30 item 2).
     */
    skipClosingEmail: z.boolean().default(false),
    skipReason: z
      .string()
      .trim()
      .max(
        SKIP_REASON_MAX_LENGTH,
        `At most ${SKIP_REASON_MAX_LENGTH.toLocaleString("en-US")} characters`,
      )
      .refine(noControlCharacters, APPLICATION_ADMIN_MESSAGES.invalidCharacters)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === "rejected" && value.skipClosingEmail && !value.skipReason) {
      context.addIssue({
        code: "custom",
        path: ["skipReason"],
        message: APPLICATION_ADMIN_MESSAGES.skipReasonRequired,
      });
    }
  });
