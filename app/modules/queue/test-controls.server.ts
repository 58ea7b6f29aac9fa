import fs from "node:fs/promises";
import path from "node:path";
import { allowTestClock, TEST_CLOCK_FIELD } from "~/utils/clock.server";
import { getLogger } from "~/utils/logger.server";
import { runTaskNow } from "./queue.server";

/**
 * Browser tests drive the server's timed work instead of waiting for it
 * (decision 030): a test writes DATA_DIR/test-controls/<id>.json, e.g.
 * `{"clockAt": "2030-01-01T00:00:00Z", "run": ["retention"]}`; the server
 * queues one run of each named task with that instant as its "now"
 * (utils/clock.server.ts), wakes its worker, and answers with <id>.done. The
 * work itself runs in the job queue, as in production; no other run and no
 * request sees the moved time, so tests sharing a server are not disturbed.
 *
 * Off unless TEST_CONTROLS=on (and, with NODE_ENV=production, a second
 * variable; env.server.ts refuses to start otherwise). There is no URL for
 * it: only someone who can already write to DATA_DIR — the database's own
 * folder — can use it.
 */

export const TEST_CONTROLS_FOLDER = "test-controls";

/** How often the folder is read: short, so a test waits for nothing. */
const SCAN_INTERVAL_MS = 200;

export type TestControlRequest = {
  clockAt?: string;
  run?: string[];
  /** Pending text-message codes count as sent this many seconds earlier (their resend wait ends). */
  textCodesSentEarlierBy?: number;
  /** A verified staff member approved with a role, without the sign-up forms. */
  staffAccount?: StaffAccountRequest;
};
/** Checked by the accounts module (a role of STAFF_ROLES, the password rules). */
export type StaffAccountRequest = { email: string; password: string; name: string; role: string };
export type TestControlAnswer = { ran: string[]; unknown: string[] } | { error: string };

/** Controls of other modules' state, handed in by the server (the queue knows no module). */
type TestControlHandlers = {
  /** Pending text-message codes count as sent this many seconds earlier. */
  textCodesSentEarlierBy?: (seconds: number) => Promise<void>;
  /** Creates the account; a message when the request is not a valid one. */
  staffAccount?: (account: unknown) => Promise<string | undefined>;
};

let timer: NodeJS.Timeout | undefined;
let handlers: TestControlHandlers = {};

export async function startTestControls(
  dataDir: string,
  moduleHandlers: TestControlHandlers = {},
): Promise<void> {
  if (timer) return;
  handlers = moduleHandlers;
  const folder = path.join(dataDir, TEST_CONTROLS_FOLDER);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  allowTestClock();
  let scanning = false;
  timer = setInterval(() => {
    if (scanning) return;
    scanning = true;
    void scan(folder).finally(() => (scanning = false));
  }, SCAN_INTERVAL_MS);
  timer.unref();
  getLogger().warn(
    { folder },
    "TEST CONTROLS ARE ON: tests may run background tasks at a later time",
  );
}

export function stopTestControls(): void {
  clearInterval(timer);
  timer = undefined;
}

async function scan(folder: string) {
  const names = (await fs.readdir(folder).catch(() => [])).filter((name) => name.endsWith(".json"));
  for (const name of names.sort()) {
    const file = path.join(folder, name);
    const answer = await handle(file);
    await fs.rm(file, { force: true });
    // Written whole, then renamed: a test never reads half an answer.
    const done = file.replace(/\.json$/, ".done");
    await fs.writeFile(`${done}.tmp`, JSON.stringify(answer));
    await fs.rename(`${done}.tmp`, done);
  }
}

async function handle(file: string): Promise<TestControlAnswer> {
  try {
    const request = JSON.parse(await fs.readFile(file, "utf8")) as TestControlRequest;
    let data = {};
    if (request.clockAt !== undefined) {
      if (Number.isNaN(new Date(request.clockAt).getTime())) {
        return { error: `not a time: ${request.clockAt}` };
      }
      data = { [TEST_CLOCK_FIELD]: request.clockAt };
    }
    const earlier = request.textCodesSentEarlierBy;
    if (earlier !== undefined) {
      if (!Number.isInteger(earlier) || earlier < 0) return { error: `not seconds: ${earlier}` };
      if (!handlers.textCodesSentEarlierBy) return { error: "no text-message control" };
      await handlers.textCodesSentEarlierBy(earlier);
    }
    if (request.staffAccount !== undefined) {
      if (!handlers.staffAccount) return { error: "no staff-account control" };
      const refusal = await handlers.staffAccount(request.staffAccount);
      if (refusal) return { error: refusal };
    }
    const ran: string[] = [];
    const unknown: string[] = [];
    for (const task of request.run ?? []) {
      if (await runTaskNow(task, data)) ran.push(task);
      else unknown.push(task);
    }
    return { ran, unknown };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
