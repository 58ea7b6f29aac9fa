import { and, eq, lt, not, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mediaAssets } from "~/db/schema";
import { ORPHAN_MIN_AGE_MS } from "~/modules/applications/resume-storage.server";
import { PARTIAL_SUFFIX } from "~/modules/storage/object-store";
import { getObjectStore } from "~/modules/storage/storage.server";
import { detectImageType } from "./image-type";
import { UNUSED_MEDIA_MAX_AGE_MS } from "./media-limits";
import {
  isMediaName,
  isOriginalMediaName,
  mediaTypeOf,
  removeMediaFiles,
  renditionName,
} from "./media-storage.server";
import { imageIsReferenced } from "./media-usage.server";
import { makeRenditions, readImageFacts } from "./renditions.server";

/**
 * The media sweep (a job-queue task, hourly) keeps the media folder and the
 * library in step:
 * - an image no post uses — neither its current version nor a kept revision,
 *   so History can always restore one — is deleted once older than a day,
 *   so uploads tried in the editor and abandoned do not pile up (images
 *   uploaded in the library itself are kept: someone put them there);
 * - a file without a library row is adopted when a post or revision names
 *   it (images uploaded before the library existed) and removed otherwise
 *   once older than a day; unfinished writes and renditions without their
 *   original go after ORPHAN_MIN_AGE_MS (a request may still be writing).
 */

export type MediaSweep = { deleted: string[]; adopted: string[]; removedFiles: string[] };

export async function sweepMedia(now = Date.now()): Promise<MediaSweep> {
  const deleted = await deleteUnusedImages(now);
  const { adopted, removedFiles } = await reconcileFiles(now);
  return { deleted, adopted, removedFiles };
}

async function deleteUnusedImages(now: number): Promise<string[]> {
  const rows = await db()
    .delete(mediaAssets)
    .where(
      and(
        lt(mediaAssets.createdAt, new Date(now - UNUSED_MEDIA_MAX_AGE_MS)),
        eq(mediaAssets.kept, false),
        not(imageIsReferenced(mediaAssets.name.getSQL())),
      ),
    )
    .returning({ name: mediaAssets.name, renditions: mediaAssets.renditions });
  for (const row of rows) await removeMediaFiles(row.name, row.renditions);
  return rows.map((row) => row.name);
}

const stemOf = (name: string) => name.replace(/(-w\d+)?\.\w+$/, "");

async function isReferenced(name: string): Promise<boolean> {
  const result = await db().execute<{ used: boolean }>(
    sql`select ${imageIsReferenced(name)} as used`,
  );
  return Boolean(result.rows[0]?.used);
}

async function reconcileFiles(now: number) {
  const store = getObjectStore();
  const files: { name: string; modifiedMs: number }[] = [];
  for await (const file of store.list("media")) files.push(file);
  const rows = await db().select({ name: mediaAssets.name }).from(mediaAssets);
  const known = new Set(rows.map((row) => row.name));
  const adopted: string[] = [];
  const removedFiles: string[] = [];
  const remove = async (name: string) => {
    await store.remove("media", name);
    removedFiles.push(name);
  };

  // Originals first: an adopted one gets renditions, which the second pass keeps.
  for (const { name, modifiedMs } of files) {
    const age = now - modifiedMs;
    if (!isOriginalMediaName(name) || known.has(name) || age < ORPHAN_MIN_AGE_MS) continue;
    const used = await isReferenced(name);
    if (used && (await adopt(name, modifiedMs))) {
      known.add(name);
      adopted.push(name);
    } else if (!used && age >= UNUSED_MEDIA_MAX_AGE_MS) {
      await remove(name);
    }
  }
  const stems = new Set([...known].map(stemOf));
  for (const { name, modifiedMs } of files) {
    if (now - modifiedMs < ORPHAN_MIN_AGE_MS || isOriginalMediaName(name)) continue;
    const stray = name.endsWith(PARTIAL_SUFFIX) || !isMediaName(name);
    if (stray || !stems.has(stemOf(name))) await remove(name);
  }
  return { adopted, removedFiles };
}

/** Enters a file from before the library: its size, renditions and row. */
async function adopt(name: string, modifiedMs: number): Promise<boolean> {
  const store = getObjectStore();
  const file = await store.open("media", name);
  if (!file) return false;
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  const detected = detectImageType(bytes);
  const facts = detected && (await readImageFacts(bytes));
  if (!detected || !facts) return false;
  const renditions = await makeRenditions(bytes, detected.extension, facts);
  for (const rendition of renditions) {
    const stored = renditionName(name, rendition);
    await store.put("media", stored, rendition.bytes, mediaTypeOf(stored));
  }
  await db()
    .insert(mediaAssets)
    .values({
      name,
      type: detected.type,
      bytes: bytes.byteLength,
      ...facts,
      renditions: renditions.map(({ width, format }) => ({ width, format })),
      createdAt: new Date(modifiedMs),
    })
    .onConflictDoNothing();
  return true;
}
