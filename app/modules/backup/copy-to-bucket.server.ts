import { mediaTypeOf } from "~/modules/media/media-storage.server";
import { getLogger } from "~/utils/logger.server";
import { PARTIAL_SUFFIX, type Folder } from "~/modules/storage/object-store";
import { getObjectStore, uploadsDisk } from "~/modules/storage/storage.server";

export const FOLDERS: readonly Folder[] = ["resumes", "media"];

/** The type a stored file is served with (what a copy into a bucket records). */
export function contentType(folder: Folder, name: string): string {
  return folder === "resumes"
    ? "application/pdf"
    : (mediaTypeOf(name) ?? "application/octet-stream");
}

export type CopyReport = { copied: number; present: number };

/**
 * `npm run storage:migrate`: copies every finished file under
 * DATA_DIR/uploads into the configured bucket, skipping those already there,
 * so it can be run again after an interruption. Local files are left in
 * place (delete them once the site runs from the bucket).
 */
export async function copyLocalFilesToBucket(
  onProgress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const target = getObjectStore();
  if (target.kind !== "s3") throw new Error("S3_BUCKET is not set: there is no bucket to copy to.");
  const report: CopyReport = { copied: 0, present: 0 };
  for (const folder of FOLDERS) {
    for await (const { name } of uploadsDisk.list(folder)) {
      if (name.endsWith(PARTIAL_SUFFIX)) continue;
      if (await target.exists(folder, name)) {
        report.present += 1;
        continue;
      }
      const file = await uploadsDisk.open(folder, name);
      if (!file) continue;
      const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
      await target.put(folder, name, bytes, contentType(folder, name));
      report.copied += 1;
      onProgress(`${folder}/${name}`);
    }
  }
  getLogger().info(report, "local uploads copied to the bucket");
  return report;
}
