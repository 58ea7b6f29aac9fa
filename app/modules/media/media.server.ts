import { recordAudit } from "~/modules/audit/audit.server";
import type { Actor } from "~/modules/actor/actor";
import { db } from "~/db/client.server";
import { mediaAssets } from "~/db/schema";
import { getLogger } from "~/utils/logger.server";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { detectImageType } from "./image-type";
import { MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, MEDIA_MESSAGES } from "./media-limits";
import { ImageUploadSchema } from "./media-schema";
import { removeMediaFiles, storeMedia } from "./media-storage.server";
import { makeRenditions, readImageHeader, uprightWebp } from "./renditions.server";
import { stripMetadata } from "./strip-metadata";
import { assertActorMay } from "~/modules/roles/authorize";

/** Done: the stored image's address. */
export type UploadResult = Result<string, Refusal>;

/** Done: the new library item's id and address. */
export type LibraryUploadResult = Result<{ id: string; url: string }, Refusal>;

/** How the upload's multipart body is read (the file is cut off at the limit while it streams). */
export const MEDIA_UPLOAD_LIMITS = {
  maxPartSize: MAX_MEDIA_BYTES,
  maxFieldSize: 1024,
  maxFiles: 1,
  maxParts: 4,
} as const;

/**
 * One uploaded image (the form's "file" field, as the route read it):
 * checked by the form's schema, then by its bytes (PNG, JPEG, WebP, GIF,
 * readable by sharp, at most MAX_MEDIA_PIXELS), stripped of its metadata
 * (EXIF with a GPS position, XMP, comments — the original is served
 * publicly; its orientation is kept), resized into renditions, stored under
 * a generated name, entered in the media library and audited.
 */
export async function uploadImage(
  actor: Actor,
  file: FormDataEntryValue | null,
): Promise<UploadResult> {
  const stored = await storeImage(actor, file, false);
  return stored.ok ? written(stored.value.url) : stored;
}

/**
 * An image uploaded in the media library itself: stored as any upload, and
 * kept until someone deletes it, even while no post uses it.
 */
export async function uploadToLibrary(
  actor: Actor,
  file: FormDataEntryValue | null,
): Promise<LibraryUploadResult> {
  return storeImage(actor, file, true);
}

async function storeImage(
  actor: Actor,
  file: FormDataEntryValue | null,
  kept: boolean,
): Promise<LibraryUploadResult> {
  assertActorMay(actor, "blog");
  const parsed = ImageUploadSchema.safeParse({ file });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.failed;
    const reason =
      message === MEDIA_MESSAGES.tooLarge
        ? "too-large"
        : message === MEDIA_MESSAGES.notAnImage
          ? "unsupported"
          : "invalid";
    return refused(reason, message);
  }
  const image = parsed.data.file;
  const uploaded = new Uint8Array(await image.arrayBuffer());
  const detected = detectImageType(uploaded);
  const header = detected && (await readImageHeader(uploaded));
  if (!detected || !header) return refused("unsupported", MEDIA_MESSAGES.notAnImage);
  // Checked from the header, before anything decodes the pixels.
  if (header.pixels > MAX_MEDIA_PIXELS) return refused("too-large", MEDIA_MESSAGES.tooManyPixels);
  const { facts, orientation } = header;
  const bytes =
    detected.extension === "webp" && orientation > 1
      ? await uprightWebp(uploaded).then(
          (upright) => stripMetadata(upright, "webp", 1),
          () => null,
        )
      : stripMetadata(uploaded, detected.extension, orientation);
  // The type and size read, the file structure did not: cut off or corrupt.
  if (!bytes) return refused("unreadable", MEDIA_MESSAGES.damaged);

  let renditions;
  try {
    renditions = await makeRenditions(bytes, detected.extension, facts);
  } catch (error) {
    // The header read, the pixels did not: a cut-off or corrupt file, the
    // uploader's to fix (not a fault of ours to retry).
    getLogger().warn({ err: error }, "uploaded image could not be decoded");
    return refused("unreadable", MEDIA_MESSAGES.damaged);
  }
  let stored;
  try {
    stored = await storeMedia(bytes, detected.extension, renditions);
  } catch (error) {
    getLogger().error({ err: error }, "image upload could not be stored");
    return refused("unavailable", MEDIA_MESSAGES.failed);
  }
  const originalName = image.name.slice(0, 200);
  const sizes = renditions.map(({ width, format }) => ({ width, format }));
  let id: string;
  try {
    // The library's row and its audit entry: both or neither.
    id = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaAssets)
        .values({
          name: stored.name,
          originalName,
          type: detected.type,
          bytes: stored.size,
          ...facts,
          renditions: sizes,
          kept,
          uploadedById: actor.user.id,
          uploadedByName: actor.user.name,
        })
        .returning({ id: mediaAssets.id });
      await recordAudit(
        {
          action: "media.upload",
          actor: actor.user,
          target: { id: stored.name },
          ip: actor.ip,
          details: { type: detected.type, bytes: stored.size, originalName },
        },
        tx,
      );
      return row!.id;
    });
  } catch (error) {
    // Nothing refers to the files yet: remove them now (the sweep would, later).
    await removeMediaFiles(stored.name, sizes).catch(() => {});
    throw error;
  }
  return written({ id, url: stored.url });
}
