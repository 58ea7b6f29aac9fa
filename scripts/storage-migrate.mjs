// `npm run storage:migrate`: copies the files under DATA_DIR/uploads
// (résumés, blog images) into the S3 bucket named by S3_BUCKET and the other
// S3_* settings. Safe to run again: files already in the bucket are skipped.
import { loadServerBuild } from "./load-server-build.mjs";

const app = await loadServerBuild();
try {
  const report = await app.copyLocalFilesToBucket((line) => console.log(`copied ${line}`));
  console.log(
    `Copied ${report.copied} file(s) to the bucket; ${report.present} were already there.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
