import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-status";

/** Longest internal note; the note form's maxLength and the server's check. */
export const APPLICATION_NOTE_MAX_LENGTH = 5000;

export const APPLICATION_ADMIN_MESSAGES = {
  notFound: "That application no longer exists.",
  statusRequired: "Choose a status",
  noteRequired: "Write a note before saving it",
  noteTooLong: `A note can be at most ${APPLICATION_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`,
  invalidCharacters: "Contains characters that are not allowed",
  invalidRequest: "That request could not be processed. Please reload the page and try again.",
} as const;

/** The status form on the application detail page (client and server). */
export const ApplicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_ADMIN_MESSAGES.statusRequired }),
  /** Send the candidate the Interview or Rejected e-mail (Settings › Candidate emails). */
  notify: z.boolean().default(false),
});

/** The add-note form on the application detail page (client and server). */
export const ApplicationNoteSchema = z.object({
  body: z
    .string({ error: APPLICATION_ADMIN_MESSAGES.noteRequired })
    .trim()
    .min(1, APPLICATION_ADMIN_MESSAGES.noteRequired)
    .max(APPLICATION_NOTE_MAX_LENGTH, APPLICATION_ADMIN_MESSAGES.noteTooLong)
    .refine((value) => !value.includes("\u0000"), APPLICATION_ADMIN_MESSAGES.invalidCharacters),
});
