import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-status";

import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from "~/modules/notes/note-schema";

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
} as const;

/** Attaching a general application (talent pool) to a job, on its detail page. */
export const AttachJobSchema = z.object({
  jobId: z
    .string({ error: APPLICATION_ADMIN_MESSAGES.jobRequired })
    .trim()
    .min(1, APPLICATION_ADMIN_MESSAGES.jobRequired)
    .max(200, APPLICATION_ADMIN_MESSAGES.jobRequired),
});

/** The status form on the application detail page (client and server). */
export const ApplicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_ADMIN_MESSAGES.statusRequired }),
  /** Send the candidate the Interview or Rejected e-mail (Settings › Candidate emails). */
  notify: z.boolean().default(false),
});
