import crypto from "node:crypto";
import path from "node:path";
import { getObjectStore, uploadsDisk } from "~/modules/storage/storage.server";
import { MEDIA_TYPES, MEDIA_URL_PREFIX, type MediaExtension, type MediaType } from "./media-limits";

/**
 * Uploaded images live in the "media" folder of the configured store (disk
 * or an S3 bucket, see modules/storage) under generated names
 * (<uuid>.<ext>), never under the uploader's file name. A stored name always
 * names a complete file, and a name is only ever served if it matches the
 * pattern exactly (no paths, no dots, no other extensions).
 */

const NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(MEDIA_TYPES).map(([type, extension]) => [extension, type]),
) as Record<MediaExtension, MediaType>;

/** DATA_DIR/uploads/media: the disk driver's folder for images. */
export function mediaDir(): string {
  return uploadsDisk.folderPath("media");
}

export function isMediaName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** The type served for a stored name (from its extension, chosen from the bytes at upload). */
export function mediaTypeOf(name: string): MediaType {
  return TYPE_BY_EXTENSION[path.extname(name).slice(1) as MediaExtension];
}

export type StoredMedia = { name: string; url: string; size: number };

export async function storeMedia(
  bytes: Uint8Array,
  extension: MediaExtension,
): Promise<StoredMedia> {
  const name = `${crypto.randomUUID()}.${extension}`;
  await getObjectStore().put("media", name, bytes, mediaTypeOf(name));
  return { name, url: `${MEDIA_URL_PREFIX}${name}`, size: bytes.byteLength };
}

export type MediaFile = { body: ReadableStream<Uint8Array>; size: number; type: MediaType };

/** A stored image to send, or null for any name we did not generate or no longer have. */
export async function openMedia(name: string): Promise<MediaFile | null> {
  if (!isMediaName(name)) return null;
  const file = await getObjectStore().open("media", name);
  return file && { ...file, type: mediaTypeOf(name) };
}
