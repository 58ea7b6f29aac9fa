import { z } from "zod";
import {
  ACCEPTED_MEDIA_TYPES,
  MAX_MEDIA_ALT_LENGTH,
  MAX_MEDIA_BYTES,
  MEDIA_LIBRARY_MESSAGES,
  MEDIA_MESSAGES,
} from "./media-limits";

/**
 * The upload's one schema: the browser checks a chosen file with it before
 * sending, the server checks the received file with it again (and then
 * looks at the bytes themselves, which a browser's type label cannot fake).
 */
export const ImageUploadSchema = z.object({
  file: z
    .instanceof(File, { error: MEDIA_MESSAGES.missing })
    .refine((file) => file.size > 0, MEDIA_MESSAGES.missing)
    .refine(
      (file) => (ACCEPTED_MEDIA_TYPES as string[]).includes(file.type),
      MEDIA_MESSAGES.notAnImage,
    )
    .refine((file) => file.size <= MAX_MEDIA_BYTES, MEDIA_MESSAGES.tooLarge),
});

/** The first message for a chosen file, or null when it may be uploaded. */
export function imageFileProblem(file: File | undefined | null): string | null {
  const parsed = ImageUploadSchema.safeParse({ file });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.failed);
}

/** The library's description of an image (offered as alt text when it is picked). */
export const MediaAltSchema = z.object({
  alt: z
    .string()
    .trim()
    .max(MAX_MEDIA_ALT_LENGTH, MEDIA_LIBRARY_MESSAGES.altTooLong)
    .optional()
    .transform((alt) => alt ?? ""),
});
