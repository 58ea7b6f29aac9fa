import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL server the test can stop and start (like
 * .ci/start-postgres.sh, but owned by the test). PostgreSQL must be installed
 * (.ci/run installs it); without it the test fails and says so.
 */
export function throwawayPostgres(port: number) {
  const root = "/usr/lib/postgresql";
  const version = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!version) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const bin = path.join(root, version, "bin");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-faults-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : execFileSync(path.join(bin, command), args);
  const data = path.join(dir, "data");
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-w", ...args]);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl("-o", options, "-l", path.join(dir, "log"), "start"),
    stop: () => pgCtl("-m", "fast", "stop"),
    remove() {
      try {
        pgCtl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
