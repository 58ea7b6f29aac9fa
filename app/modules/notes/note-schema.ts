import { z } from "zod";

/**
 * Internal notes on a record staff handle (an application, an inquiry): one
 * form, one limit, one set of messages. Client-safe.
 */

/** Longest internal note; the note form's maxLength and the server's check. */
export const NOTE_MAX_LENGTH = 5000;

export const NOTE_MESSAGES = {
  required: "Write a note before saving it",
  tooLong: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`,
  invalidCharacters: "Contains characters that are not allowed",
} as const;

/** The add-note form (client and server). */
export const NoteSchema = z.object({
  body: z
    .string({ error: NOTE_MESSAGES.required })
    .trim()
    .min(1, NOTE_MESSAGES.required)
    .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong)
    .refine((value) => !value.includes("\u0000"), NOTE_MESSAGES.invalidCharacters),
});
