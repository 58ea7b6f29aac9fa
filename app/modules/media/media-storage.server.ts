import crypto from "node:crypto";
import path from "node:path";
import type { MediaRendition } from "~/db/schema";
import { getObjectStore, uploadsDisk } from "~/modules/storage/storage.server";
import {
  MEDIA_URL_PREFIX,
  RENDITION_TYPES,
  type MediaExtension,
  type MediaType,
} from "./media-limits";
import type { MadeRendition } from "./renditions.server";

/**
 * Uploaded images live in the "media" folder of the configured store (disk
 * or an S3 bucket, see modules/storage) under generated names: the original
 * as <uuid>.<ext>, its renditions as <uuid>-w<width>.<format>, never under
 * the uploader's file name. A stored name always names a complete file, and
 * a name is only ever served if it matches the pattern exactly (no paths, no
 * dots, no other extensions).
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const NAME_PATTERN = new RegExp(`^${UUID}(-w[1-9][0-9]{0,4})?\\.(png|jpg|webp|gif|avif)$`);
const ORIGINAL_PATTERN = new RegExp(`^${UUID}\\.(png|jpg|webp|gif)$`);

type ServedType = keyof typeof RENDITION_TYPES;
type ServedExtension = (typeof RENDITION_TYPES)[ServedType];

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(RENDITION_TYPES).map(([type, extension]) => [extension, type]),
) as Record<ServedExtension, ServedType>;

/** DATA_DIR/uploads/media: the disk driver's folder for images. */
export function mediaDir(): string {
  return uploadsDisk.folderPath("media");
}

export function isMediaName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** An uploaded original (not a rendition): the name a library row has. */
export function isOriginalMediaName(name: string): boolean {
  return ORIGINAL_PATTERN.test(name);
}

/** The type served for a stored name (from its extension, chosen from the bytes at upload). */
export function mediaTypeOf(name: string): ServedType {
  return TYPE_BY_EXTENSION[path.extname(name).slice(1) as ServedExtension];
}

/** The stored name of one rendition of an original. */
export function renditionName(original: string, rendition: MediaRendition): string {
  return `${original.slice(0, original.lastIndexOf("."))}-w${rendition.width}.${rendition.format}`;
}

export const mediaUrl = (name: string) => `${MEDIA_URL_PREFIX}${name}`;

/** The original's name in a /media/ address, or null for any other address. */
export function mediaNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const name = url.slice(MEDIA_URL_PREFIX.length);
  return isOriginalMediaName(name) ? name : null;
}

export type StoredMedia = { name: string; url: string; size: number };

/**
 * Stores the original and its renditions (each put is atomic). A crash
 * between them and the library row leaves files without a row, which the
 * media sweep adopts or removes.
 */
export async function storeMedia(
  bytes: Uint8Array,
  extension: MediaExtension,
  renditions: readonly MadeRendition[] = [],
): Promise<StoredMedia> {
  const name = `${crypto.randomUUID()}.${extension}`;
  const store = getObjectStore();
  for (const rendition of renditions) {
    const file = renditionName(name, rendition);
    await store.put("media", file, rendition.bytes, mediaTypeOf(file));
  }
  await store.put("media", name, bytes, mediaTypeOf(name) as MediaType);
  return { name, url: mediaUrl(name), size: bytes.byteLength };
}

/** Removes an original and its renditions; a missing file is not an error. */
export async function removeMediaFiles(
  name: string,
  renditions: readonly MediaRendition[],
): Promise<void> {
  const store = getObjectStore();
  for (const rendition of renditions) await store.remove("media", renditionName(name, rendition));
  await store.remove("media", name);
}

export type MediaFile = { body: ReadableStream<Uint8Array>; size: number; type: ServedType };

/** A stored image to send, or null for any name we did not generate or no longer have. */
export async function openMedia(name: string): Promise<MediaFile | null> {
  if (!isMediaName(name)) return null;
  const file = await getObjectStore().open("media", name);
  return file && { ...file, type: mediaTypeOf(name) };
}
