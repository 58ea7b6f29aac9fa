// Starts the production build for the bench on a throwaway DATA_DIR (demo
// content, embedded database unless DATABASE_URL is set), logging at info to
// a file as a production server would log to its collector.
/* global fetch */
import { setTimeout as sleep } from "node:timers/promises";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `env` adds to the server's environment (e.g. TRUST_PROXY, DATABASE_URL);
 * with `keepDataDir` the DATA_DIR outlives `stop()` (so the embedded database
 * can be read once the server is gone) until `removeDataDir()`. `nodeArgs`
 * go to node before the script (e.g. `--cpu-prof`). `root` is the folder
 * the server runs in (its build/, drizzle/ and node_modules/): another
 * checkout's, e.g. main's, to measure before and after.
 */
export async function startSite(
  port,
  { env = {}, keepDataDir = false, nodeArgs = [], root = "." } = {},
) {
  if (!fs.existsSync(path.join(root, "build/start.js"))) {
    throw new Error("No build: run `npm run build` first.");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-bench-"));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeArgs, "build/start.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: crypto.randomBytes(36).toString("base64"),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the site exited (${child.exitCode}); see ${logFile}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error("the site did not become ready");
    await sleep(300);
  }
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    url,
    pid: child.pid,
    logFile,
    dataDir,
    removeDataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!keepDataDir) removeDataDir();
    },
  };
}
