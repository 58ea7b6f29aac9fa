import crypto from "node:crypto";
import fs from "node:fs/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  openResumeForAdmin,
  resumeFileExists,
} from "~/modules/applications/resume-download.server";
import { resumeResponse } from "~/routes/admin/applications/resume-response.server";
import {
  ORPHAN_MIN_AGE_MS,
  resumesDir,
  storeResume,
  sweepOrphanedUploads,
} from "~/modules/applications/resume-storage.server";
import { mediaDir, openMedia, storeMedia } from "~/modules/media/media-storage.server";
import { copyLocalFilesToBucket } from "~/modules/backup/copy-to-bucket.server";
import { getObjectStore, uploadsDisk } from "~/modules/storage/storage.server";
import { SAMPLE_PDF } from "../helpers/application-form";
import { insertApplication } from "../helpers/inbox";
import { startTestS3, type TestS3 } from "../helpers/s3-server";
import { setupTestDatabase } from "../helpers/test-database";

// The same journeys as on disk, with S3_BUCKET set: files go to an
// S3-compatible server (s3rver) and nothing is written under DATA_DIR/uploads.

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name];
  await s3.close();
});

setupTestDatabase();

const PNG = new Uint8Array(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));

async function bodyOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

test("a résumé goes to the bucket and an admin downloads the exact bytes", async () => {
  expect(getObjectStore().kind).toBe("s3");
  const stored = await storeResume(SAMPLE_PDF);
  const application = await insertApplication({ resumeKey: stored.key });
  expect(await resumeFileExists(stored.key)).toBe(true);

  const download = await openResumeForAdmin(application.id);
  if (download.status !== "ok") throw new Error(`expected the file, got ${download.status}`);
  const response = resumeResponse(download.file);
  expect(response.headers.get("content-length")).toBe(String(SAMPLE_PDF.byteLength));
  expect((await bodyOf(response.body!)).equals(SAMPLE_PDF)).toBe(true);
  // Nothing on the local disk.
  await expect(fs.readdir(resumesDir())).rejects.toThrow(/ENOENT/);
});

test("a résumé gone from the bucket is told apart from an unknown application", async () => {
  const stored = await storeResume(SAMPLE_PDF);
  const application = await insertApplication({ resumeKey: stored.key });
  await getObjectStore().remove("resumes", stored.key);
  expect(await resumeFileExists(stored.key)).toBe(false);
  expect(await openResumeForAdmin(application.id)).toEqual({ status: "file-missing" });
});

test("an image goes to the bucket and is served back with its type", async () => {
  const stored = await storeMedia(PNG, "png");
  const file = await openMedia(stored.name);
  expect(file?.type).toBe("image/png");
  expect(file?.size).toBe(PNG.byteLength);
  expect((await bodyOf(file!.body)).equals(Buffer.from(PNG))).toBe(true);
  const otherFirst = stored.name.startsWith("0") ? "1" : "0";
  expect(await openMedia(stored.name.replace(/^./, otherFirst))).toBeNull();
  await expect(fs.readdir(mediaDir())).rejects.toThrow(/ENOENT/);
});

test("the orphan sweep lists the bucket: old unreferenced objects go, referenced and fresh ones stay", async () => {
  const kept = await storeResume(SAMPLE_PDF);
  const orphan = await storeResume(SAMPLE_PDF);
  const referenced = new Set([kept.key]);
  // Just stored: too young to be an orphan (a request may still be writing its row).
  expect(await sweepOrphanedUploads(async (key) => referenced.has(key))).toEqual([]);

  const later = Date.now() + ORPHAN_MIN_AGE_MS + 60_000;
  const removed = await sweepOrphanedUploads(async (key) => referenced.has(key), later);
  expect(removed).toContain(orphan.key);
  expect(removed).not.toContain(kept.key);
  expect(await resumeFileExists(orphan.key)).toBe(false);
  expect(await resumeFileExists(kept.key)).toBe(true);
});

test("storage:migrate copies finished local files into the bucket, once", async () => {
  const resume = `${crypto.randomUUID()}.pdf`;
  const image = `${crypto.randomUUID()}.png`;
  await uploadsDisk.put("resumes", resume, SAMPLE_PDF, "application/pdf");
  await uploadsDisk.put("media", image, PNG, "image/png");
  await fs.writeFile(`${resumesDir()}/${crypto.randomUUID()}.pdf.partial`, "unfinished");

  expect(await copyLocalFilesToBucket()).toEqual({ copied: 2, present: 0 });
  expect(await resumeFileExists(resume)).toBe(true);
  const copied = await openMedia(image);
  expect((await bodyOf(copied!.body)).equals(Buffer.from(PNG))).toBe(true);

  expect(await copyLocalFilesToBucket()).toEqual({ copied: 0, present: 2 });
});
