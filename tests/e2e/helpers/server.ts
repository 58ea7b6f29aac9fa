import { execFile, spawn, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ADMIN, E2E_AUTH_SECRET } from "./accounts";
import { TEST_CONTROLS_ENV } from "./test-controls";

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Sends SIGTERM and resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
};

/**
 * A port for a journey's own server: E2E_PORT (the shared server's, 3457 by
 * default) plus a fixed offset per spec file, so one setting moves them all.
 */
export function ownServerPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3457) + offset;
}

/** Time for a hook that starts its own server (initdb, migrations, admin:create). */
export const SERVER_START_TIMEOUT_MS = 120_000;

/** The environment of a test's own production server: its port, its data, the e2e secret. */
export function ownServerEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
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
    ...TEST_CONTROLS_ENV,
    ...extra,
  };
}

/**
 * Starts the production build on its own port and DATA_DIR (for journeys
 * that inspect state); `withAdmin` first creates the e2e administrator (ADMIN).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { withAdmin = false, reuseDataDir }: { withAdmin?: boolean; reuseDataDir?: string } = {},
): Promise<RunningServer> {
  // Otherwise a server left over from an aborted run would answer /readyz
  // and the journey would talk to the wrong database.
  await assertPortFree(port);
  // A restart on the same data (reuseDataDir) sees what the last run left.
  const dataDir = reuseDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-e2e-own-"));
  const serverEnv = ownServerEnv(port, dataDir, env);
  const copied = !reuseDataDir && (await copyTemplate(dataDir, serverEnv, withAdmin));
  if (withAdmin && !copied) await createAdmin(serverEnv);
  const child: ChildProcess = spawn(process.execPath, ["build/start.js"], {
    env: serverEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  // Never leave a server behind when the worker ends early (a hook timeout).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  try {
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
  } catch (error) {
    child.kill("SIGTERM"); // never leave an orphan behind
    throw error;
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

/**
 * Fills a new DATA_DIR with a copy of a migrated embedded database (with the
 * e2e administrator when `withAdmin`), made once per run in
 * E2E_SERVER_TEMPLATES: a copy takes a fraction of a second, while a new
 * folder costs each server an initdb and every migration, and admin:create
 * another process that does the same. False (nothing copied) without
 * E2E_SERVER_TEMPLATES or on PostgreSQL; the shared server and the restore
 * journeys still start from empty folders.
 */
async function copyTemplate(dataDir: string, env: NodeJS.ProcessEnv, withAdmin: boolean) {
  const root = process.env.E2E_SERVER_TEMPLATES;
  if (!root || env.DATABASE_URL) return false;
  const template = path.join(root, withAdmin ? "with-admin" : "migrated");
  const ready = path.join(template, ".ready");
  // One worker makes it (the folder is the lock); the others wait for .ready.
  let mine = false;
  try {
    fs.mkdirSync(template);
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (mine) {
    const templateEnv = { ...env, DATA_DIR: template };
    if (withAdmin) await createAdmin(templateEnv);
    else
      await promisify(execFile)(process.execPath, ["scripts/run-task.mjs", "migrate"], {
        env: templateEnv,
      });
    fs.writeFileSync(ready, "");
  }
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (!fs.existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`no server template in ${template}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fs.cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== ".ready",
  });
  return true;
}

/** `npm run admin:create` against the server's DATA_DIR, before the server holds it. */
async function createAdmin(env: NodeJS.ProcessEnv) {
  const args = ["--email", ADMIN.email, "--password", ADMIN.password, "--name", ADMIN.name];
  await promisify(execFile)(process.execPath, ["scripts/admin-create.mjs", ...args], { env });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}
