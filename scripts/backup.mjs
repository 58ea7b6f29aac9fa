// `npm run backup -- <file>`: one archive (.tar.gz) of the database, every
// uploaded file and a manifest with checksums. Safe while the site serves;
// with the embedded database the running server makes the dump.
import { loadServerBuild } from "./load-server-build.mjs";

const USAGE = "usage: npm run backup -- <file.tar.gz>";
const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith("-")) {
  console.error(USAGE);
  process.exit(2);
}

process.env.LOG_LEVEL ??= "warn";
const app = await loadServerBuild();
try {
  const report = await app.createBackup(args[0], { onProgress: (line) => console.log(line) });
  console.log(`Done in ${report.seconds.toFixed(1)} s: ${report.files} file(s).`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
