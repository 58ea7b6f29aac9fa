// `npm run restore -- <file> [--force]`: checks every checksum of a backup,
// then restores it into an empty data folder or database (--force replaces
// what is there), applies migrations and puts the files back. Exit codes:
// 0 restored, 1 refused or failed, 2 usage.
import { parseArgs } from "node:util";
import { loadServerBuild } from "./load-server-build.mjs";

const USAGE = "usage: npm run restore -- <file.tar.gz> [--force]";
let parsed;
try {
  parsed = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

process.env.LOG_LEVEL ??= "warn";
const app = await loadServerBuild();
try {
  const report = await app.restoreBackup(parsed.positionals[0], {
    force: parsed.values.force ?? false,
    onProgress: (line) => console.log(line),
  });
  const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${report.manifest.createdAt}: ${rows} rows in ` +
      `${Object.keys(report.tables).length} tables, ${report.files} file(s).`,
  );
} catch (error) {
  const refused =
    error instanceof app.RestoreRefusedError || error instanceof app.DamagedArchiveError;
  console.error(`${refused ? "Refused" : "Restore failed"}: ${error.message ?? error}`);
  process.exitCode = 1;
}
