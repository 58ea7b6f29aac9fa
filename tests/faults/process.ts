import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ownServerEnv } from "../e2e/helpers/server";

/** Ports for the fault suite: after the e2e block (E2E_PORT + 0…45). */
export function faultPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3457) + 50 + offset;
}

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-faults-"));
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
};

/** The environment a fault-suite server runs with: production build, its own port and data. */
export function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return ownServerEnv(port, dataDir, {
    // The bursts come from one machine: the per-address limits are not under test here.
    CONTACT_RATE_LIMIT: "100000",
    APPLICATION_RATE_LIMIT: "100000",
    ...extra,
  });
}

/** Starts `node build/start.js` (or another command) and waits until /readyz answers. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  [executable, ...args]: string[] = [process.execPath, "build/start.js"],
): Promise<ServerProcess> {
  const child = spawn(executable!, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, exited, output: () => output };
}

/** Runs a one-shot command (e.g. scripts/admin-create.mjs) and returns its exit code and output. */
export function runScript(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
