import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getEnv } from "~/utils/env.server";
import { MEDIA_TYPES, MEDIA_URL_PREFIX, type MediaExtension, type MediaType } from "./media-limits";

/**
 * Uploaded images live in DATA_DIR/uploads/media under generated names
 * (<uuid>.<ext>), never under the uploader's file name. Writes go to a
 * `.partial` file that is flushed and renamed, so a stored name always
 * names a complete file, and a name is only ever served if it matches the
 * pattern exactly (no paths, no dots, no other extensions).
 */

const NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(MEDIA_TYPES).map(([type, extension]) => [extension, type]),
) as Record<MediaExtension, MediaType>;

export function mediaDir(): string {
  return path.join(getEnv().DATA_DIR, "uploads", "media");
}

export function isMediaName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

function mediaPath(name: string): string {
  if (!isMediaName(name)) throw new Error("Not a media file name");
  return path.join(mediaDir(), name);
}

export type StoredMedia = { name: string; url: string; size: number };

export async function storeMedia(
  bytes: Uint8Array,
  extension: MediaExtension,
): Promise<StoredMedia> {
  const name = `${crypto.randomUUID()}.${extension}`;
  const target = mediaPath(name);
  const partial = `${target}.partial`;
  await fsp.mkdir(mediaDir(), { recursive: true });
  const handle = await fsp.open(partial, "wx", 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(partial, target);
  return { name, url: `${MEDIA_URL_PREFIX}${name}`, size: bytes.byteLength };
}

export type MediaFile = { body: ReadableStream<Uint8Array>; size: number; type: MediaType };

/** A stored image to send, or null for any name we did not generate or no longer have. */
export async function openMedia(name: string): Promise<MediaFile | null> {
  if (!isMediaName(name)) return null;
  const file = mediaPath(name);
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1) as MediaExtension;
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return { body, size: stat.size, type: TYPE_BY_EXTENSION[extension] };
}
