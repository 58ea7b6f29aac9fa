import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN, E2E_AUTH_SECRET } from "./accounts";

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Sends SIGTERM and resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
};

/**
 * Starts the production build on its own port and DATA_DIR (for journeys
 * that inspect state), with the e2e administrator (ADMIN) already created.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-e2e-own-"));
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: E2E_AUTH_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "loopback",
    NOTIFY_EMAIL: "team@example.com",
    ...env,
  };
  const created = spawnSync(
    process.execPath,
    [
      "scripts/admin-create.mjs",
      "--email",
      ADMIN.email,
      "--password",
      ADMIN.password,
      "--name",
      ADMIN.name,
    ],
    { env: serverEnv, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const child: ChildProcess = spawn(process.execPath, ["build/start.js"], {
    env: serverEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
