import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The embedded database (PGlite) may be opened by one process only: a second
 * process that opened the same folder would not see the first one's writes
 * and would corrupt its indexes. So the process that opens it — the server,
 * or a command while no server runs — first claims it by listening on a
 * local socket in DATA_DIR (readable by the same user only). Whoever comes
 * second finds the socket answering: a command hands its task to the owner
 * (`askEmbeddedOwner`), a server refuses to start. Listening is the lock:
 * two processes cannot listen on one path, and a socket file left by a
 * killed process answers nothing, so it is taken over.
 */

export type OwnerTask = { task: string; args?: Record<string, string | undefined> };
export type OwnerAnswer = { ok: boolean; message: string };
export type OwnerHandler = (task: OwnerTask) => Promise<OwnerAnswer>;

/** Another process holds the embedded database. */
export class EmbeddedDatabaseBusyError extends Error {
  override name = "EmbeddedDatabaseBusyError";
}

const SOCKET_NAME = "db-owner.sock";
/** A socket path longer than this (the OS allows ~107 bytes) moves to the temp folder. */
const MAX_SOCKET_PATH = 100;
/** Bounds a task that a hung owner would never answer. */
const ASK_TIMEOUT_MS = 60_000;
/** Reading a request: a task is a few hundred bytes. */
const MAX_REQUEST_BYTES = 64 * 1024;

export function ownerSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), SOCKET_NAME);
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  const key = crypto.createHash("sha256").update(inDataDir).digest("hex").slice(0, 24);
  return path.join(os.tmpdir(), `arcwell-${key}.sock`);
}

/** Claims the embedded database in `dataDir`, serving tasks with `handle` until closed. */
export async function claimEmbeddedDatabase(
  dataDir: string,
  handle: OwnerHandler,
): Promise<{ close(): Promise<void> }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = ownerSocketPath(dataDir);
  // Half-open: the caller ends its side after the task; the answer follows.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => serveTask(socket, handle));
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (await isAnswering(socketPath)) {
      throw new EmbeddedDatabaseBusyError(
        `The embedded database in ${dataDir} is in use by another running process. ` +
          "Stop it first (or run several instances on PostgreSQL with DATABASE_URL).",
      );
    }
    fs.rmSync(socketPath, { force: true }); // left by a process that was killed
    await listen(server, socketPath);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/**
 * Hands a task to the process that holds the embedded database; null when no
 * process holds it (the caller may open the database itself).
 */
export async function askEmbeddedOwner(
  dataDir: string,
  task: OwnerTask,
  { timeoutMs = ASK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<OwnerAnswer | null> {
  const socketPath = ownerSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = "";
    let connected = false;
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error("The running server did not answer in time.")),
    );
    socket.once("connect", () => {
      connected = true;
      socket.end(`${JSON.stringify(task)}\n`);
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      // A socket file nobody listens on: no owner.
      if (!connected && (error.code === "ECONNREFUSED" || error.code === "ENOENT")) resolve(null);
      else reject(error);
    });
    socket.once("close", (hadError) => {
      if (hadError) return;
      try {
        resolve(JSON.parse(answer) as OwnerAnswer);
      } catch {
        reject(new Error("The running server sent an unreadable answer."));
      }
    });
  });
}

function serveTask(socket: net.Socket, handle: OwnerHandler) {
  let request = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    request += chunk;
    if (request.length > MAX_REQUEST_BYTES) socket.destroy();
  });
  socket.on("error", () => socket.destroy());
  socket.on("end", async () => {
    let answer: OwnerAnswer;
    try {
      const task = JSON.parse(request) as OwnerTask;
      if (typeof task?.task !== "string") throw new Error("no task");
      answer = await handle(task);
    } catch (error) {
      answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    socket.end(JSON.stringify(answer));
  });
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(socketPath, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

function isAnswering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}
