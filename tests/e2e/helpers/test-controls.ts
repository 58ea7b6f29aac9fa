import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type {
  TestControlAnswer,
  TestControlRequest,
} from "../../../app/modules/queue/test-controls.server";
import { STAFF_PASSWORD, uniqueEmail } from "./accounts";

/** What every e2e server is started with (playwright.config.ts, helpers/server.ts); decision 030. */
export const TEST_CONTROLS_ENV = {
  TEST_CONTROLS: "on",
  TEST_CONTROLS_NOT_PRODUCTION: "this-server-is-a-test",
};

/** The shared server's data folder (playwright.config.ts). */
export function sharedDataDir(): string {
  return process.env.E2E_DATA_DIR!;
}

/**
 * Lets time pass on a server for the named background tasks: one run of each
 * is queued with `at` as its "now" (modules/queue/test-controls.server.ts).
 * Resolves once the server has taken the request; the tasks then run in its
 * job queue, so a test still waits for their effect.
 */
export async function letTimePass(dataDir: string, at: Date, run: string[]): Promise<void> {
  await control(dataDir, { clockAt: at.toISOString(), run });
}

/**
 * Pending text-message codes on that server count as sent `seconds` earlier,
 * so their resend wait is over without a test waiting for it (the page's own
 * count-down is moved on with Playwright's clock).
 */
export async function textCodesSentEarlier(dataDir: string, seconds: number): Promise<void> {
  await control(dataDir, { textCodesSentEarlierBy: seconds });
}

/**
 * A verified staff member already approved with `role` (by its label), as
 * `signUpVerified` then `approve` leave one, without their six page loads:
 * for journeys about what staff do, not how an account comes to be.
 * Resolves with the e-mail; the password is STAFF_PASSWORD.
 */
export async function approvedStaff(
  dataDir: string,
  name: string,
  role: "Administrator" | "Recruiter" | "Editor",
): Promise<string> {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const value = { Administrator: "admin", Recruiter: "recruiter", Editor: "editor" }[role];
  await control(dataDir, {
    staffAccount: { email, password: STAFF_PASSWORD, name, role: value },
  });
  return email;
}

/** Hands the server one test-control request and waits for its answer. */
async function control(dataDir: string, request: TestControlRequest): Promise<void> {
  const folder = path.join(dataDir, "test-controls");
  const id = crypto.randomUUID();
  // Written whole, then renamed: the server never reads half a request.
  fs.writeFileSync(path.join(folder, `${id}.tmp`), JSON.stringify(request));
  fs.renameSync(path.join(folder, `${id}.tmp`), path.join(folder, `${id}.json`));
  const done = path.join(folder, `${id}.done`);
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(done)) {
    if (Date.now() > deadline)
      throw new Error(`the server did not take ${id}.json (test controls on?)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const answer = JSON.parse(fs.readFileSync(done, "utf8")) as TestControlAnswer;
  fs.rmSync(done);
  if ("error" in answer) throw new Error(`test control refused: ${answer.error}`);
  if (answer.unknown.length) throw new Error(`no such tasks: ${answer.unknown.join(", ")}`);
}

/**
 * Runs `section` while no other test holds `name` on this server (a folder
 * made atomically in its DATA_DIR): a task run at a later instant releases
 * everything due by then, so a test that checks its item is still pending
 * must not overlap another's run (a spec repeated on two workers).
 */
export async function oneAtATime<T>(
  dataDir: string,
  name: string,
  section: () => Promise<T>,
): Promise<T> {
  const lock = path.join(dataDir, "test-controls", `${name}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await section();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
