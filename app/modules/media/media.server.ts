import { recordAudit } from "~/modules/accounts/audit.server";
import type { Actor } from "~/modules/accounts/actor";
import { getLogger } from "~/utils/logger.server";
import { refused, written, type Refusal, type WriteResult } from "~/utils/write-result";
import { detectImageType } from "./image-type";
import { MAX_MEDIA_BYTES, MEDIA_MESSAGES } from "./media-limits";
import { ImageUploadSchema } from "./media-schema";
import { storeMedia } from "./media-storage.server";
import { assertActorMay } from "~/modules/accounts/authorize";

/** Done: the stored image's address. */
export type UploadResult = WriteResult<string, Refusal>;

/** How the upload's multipart body is read (the file is cut off at the limit while it streams). */
export const MEDIA_UPLOAD_LIMITS = {
  maxPartSize: MAX_MEDIA_BYTES,
  maxFieldSize: 1024,
  maxFiles: 1,
  maxParts: 4,
} as const;

/**
 * One uploaded image (the form's "file" field, as the route read it):
 * checked by the form's schema, then by its bytes (PNG, JPEG, WebP, GIF),
 * stored under a generated name and audited.
 */
export async function uploadImage(
  actor: Actor,
  file: FormDataEntryValue | null,
): Promise<UploadResult> {
  assertActorMay(actor, "blog");
  const parsed = ImageUploadSchema.safeParse({ file });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.failed;
    const status =
      message === MEDIA_MESSAGES.tooLarge ? 413 : message === MEDIA_MESSAGES.notAnImage ? 415 : 400;
    return refused(status, message);
  }
  const image = parsed.data.file;
  const bytes = new Uint8Array(await image.arrayBuffer());
  const detected = detectImageType(bytes);
  if (!detected) return refused(415, MEDIA_MESSAGES.notAnImage);

  let stored;
  try {
    stored = await storeMedia(bytes, detected.extension);
  } catch (error) {
    getLogger().error({ err: error }, "image upload could not be stored");
    return refused(503, MEDIA_MESSAGES.failed);
  }
  await recordAudit({
    action: "media.upload",
    actor: actor.user,
    target: { id: stored.name },
    ip: actor.ip,
    details: { type: detected.type, bytes: stored.size, originalName: image.name.slice(0, 200) },
  });
  return written(stored.url);
}
