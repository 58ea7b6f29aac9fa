import { z } from "zod";

export const PRIVACY_REQUEST_MESSAGES = {
  emailRequired: "Enter the person's email address",
  emailInvalid: "Please enter a valid email address",
  erased: "Everything held about that address was erased.",
  invalidRequest: "That request could not be understood. Please reload the page and try again.",
} as const;

/** The address a privacy request is about (find, download, erase). */
export const PersonEmailSchema = z.object({
  intent: z.enum(["find", "erase"]).optional(),
  email: z
    .string({ error: PRIVACY_REQUEST_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, PRIVACY_REQUEST_MESSAGES.emailRequired)
    .max(254, PRIVACY_REQUEST_MESSAGES.emailInvalid)
    .pipe(z.email(PRIVACY_REQUEST_MESSAGES.emailInvalid)),
});
