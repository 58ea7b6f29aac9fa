import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Sends SIGTERM and resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
};

/** Starts the production build on its own port and DATA_DIR (for journeys that inspect state). */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // A leftover server on this port would answer our readiness checks and
  // every request of the journey: refuse to start rather than test it.
  const leftover = await fetch(`${url}/healthz`).catch(() => null);
  if (leftover) throw new Error(`port ${port} is already in use by another server`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-e2e-own-"));
  const child: ChildProcess = spawn(process.execPath, ["build/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      NOTIFY_EMAIL: "team@example.com",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  // Never leave a server behind when the worker ends early (a hook timeout).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become ready");
    }
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
