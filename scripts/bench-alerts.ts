// `npm run bench:alerts`: issue 30's alert limit — 10,000 instant subscribers
// and a new job → every alert queued (its e-mail stored in the outbox, with
// its sent row) within 5 minutes. A throwaway embedded database in a temporary
// folder, the site's real job queue (pg-boss) running the alert and e-mail
// tasks as the server does; prints the time until every alert was queued and
// until every e-mail was sent (written to the outbox folder: no SMTP_URL).
//
// `--kill`: the same, but the sending runs in a process of its own that is
// killed (SIGKILL, as kill -9) once it reports half the alerts queued — the
// count is sampled between the batches' transactions, so on a loaded machine
// the kill may land later, while the e-mails are being sent — and started again
// on the same data, as a restarted server is. Prints what each process did and,
// at the end, the e-mails per subscriber (stored and written): none twice, none
// missing.
//
//   npm run bench:alerts [-- --subscribers 10000] [-- --kill]
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { count, eq, sql } from "drizzle-orm";

const { values: args } = parseArgs({
  options: {
    subscribers: { type: "string", default: "10000" },
    kill: { type: "boolean", default: false },
    // Internal (--kill): run as the sending process on this data folder.
    sender: { type: "string" },
    open: { type: "boolean", default: false },
  },
});
const SUBSCRIBERS = Number(args.subscribers);
const LIMIT_MS = 5 * 60 * 1000;
const JOB_ID = "senior-java-engineer";
const PROGRESS = "progress ";
/** --kill: how long the restarted process keeps sending after every alert is queued. */
const SEND_WAIT_MS = 120_000;

const folder = args.sender ?? (await fs.mkdtemp(path.join(os.tmpdir(), "bench-alerts-")));
process.env.DATA_DIR = folder;
process.env.LOG_LEVEL ??= "warn";

const { openPglite, setDatabase, db } = await import("~/db/client.server");
const { emailDeliveries, jobAlertSends, jobAlertSubscriptions, jobs } = await import("~/db/schema");
const { demoJobValues } = await import("~/modules/jobs/jobs-seed.server");
const { jobAlertTasks, noteJobOpened, queueAlertFanOut } =
  await import("~/modules/job-alerts/alert-sending.server");
const { mailTasks } = await import("~/modules/mail/outgoing-mail.server");
const { startQueue, stopQueue } = await import("~/modules/queue/queue.server");
const { searchLabel, savedSearch } = await import("~/modules/job-alerts/job-alert-search");

const dbDir = path.join(folder, "db");
const outboxDir = path.join(folder, "outbox");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number | null) =>
  ms === null ? "not reached" : `${(ms / 1000).toFixed(1)} s`;

async function seed() {
  // Subscribers with a spread of searches the job matches (and, as in life, most share a few).
  const searches = [
    savedSearch({}),
    savedSearch({ q: "java" }),
    savedSearch({ q: "engineer", arrangement: "remote" }),
    savedSearch({ department: "Engineering" }),
    savedSearch({ q: "java", type: "Full-time" }),
  ];
  const confirmedAt = new Date(Date.now() - 60_000);
  const rows = Array.from({ length: SUBSCRIBERS }, (_, index) => {
    const search = searches[index % searches.length]!;
    return {
      email: `subscriber-${index}@bench.example`,
      search,
      searchLabel: searchLabel(search),
      frequency: "instant" as const,
      confirmedAt,
      digestFrom: confirmedAt,
    };
  });
  for (let start = 0; start < rows.length; start += 1_000) {
    await db()
      .insert(jobAlertSubscriptions)
      .values(rows.slice(start, start + 1_000));
  }
  await db()
    .insert(jobs)
    .values(
      demoJobValues({
        id: JOB_ID,
        title: "Senior Java Engineer",
        department: "Engineering",
        location: "Remote (US)",
        isRemote: true,
        type: "Full-time",
        description: "Java services for our clients.",
        responsibilities: ["Ship"],
        requirements: ["Java"],
        isActive: false,
        postedDaysAgo: 0,
      }),
    );
}

/** The job opens as the admin's toggle opens it: the note in its transaction, then the fan-out. */
async function openTheJob() {
  await db().transaction(async (tx) => {
    await tx.update(jobs).set({ isActive: true }).where(eq(jobs.id, JOB_ID));
    await noteJobOpened(tx, JOB_ID);
  });
  await queueAlertFanOut();
}

async function progress() {
  const countOf = async (
    table: typeof jobAlertSends | typeof emailDeliveries,
    where?: ReturnType<typeof sql>,
  ) => (await db().select({ value: count() }).from(table).where(where))[0]!.value;
  return {
    queued: await countOf(jobAlertSends),
    sent: await countOf(emailDeliveries, sql`${emailDeliveries.status} = 'sent'`),
  };
}

/** The recipient of every e-mail file in the outbox (a re-sent e-mail replaces its own file). */
async function outboxRecipients(): Promise<string[]> {
  const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (file) => {
      const text = await fs.readFile(path.join(outboxDir, file), "utf8");
      return /^To: (.+)$/m.exec(text)?.[1]?.trim() ?? "?";
    }),
  );
}

function mostPerAddress(addresses: string[]) {
  const per = new Map<string, number>();
  for (const address of addresses) per.set(address, (per.get(address) ?? 0) + 1);
  return { distinct: per.size, most: Math.max(0, ...per.values()) };
}

if (args.sender) {
  // A sending process of --kill: the server's queue on the data the parent made.
  const handle = await openPglite({ dataDir: dbDir });
  setDatabase(handle);
  await startQueue([...jobAlertTasks, ...mailTasks]);
  if (args.open) await openTheJob();
  let allQueuedAt: number | null = null;
  for (;;) {
    await wait(250);
    const now = await progress();
    console.log(`${PROGRESS}${JSON.stringify(now)}`);
    if (now.queued >= SUBSCRIBERS) allQueuedAt ??= performance.now();
    // What a crash left is re-sent through the queue (about 50 a second here): stop after a while, and say so.
    const sendingCapped = allQueuedAt !== null && performance.now() - allQueuedAt > SEND_WAIT_MS;
    if (now.queued >= SUBSCRIBERS && (now.sent >= SUBSCRIBERS || sendingCapped)) break;
  }
  await stopQueue();
  await handle.close();
  process.exit(0);
}

const handle = await openPglite({ dataDir: dbDir });
await handle.migrate();
setDatabase(handle);
await seed();

if (!args.kill) {
  await startQueue([...jobAlertTasks, ...mailTasks]);
  const started = performance.now();
  await openTheJob();
  let queuedMs: number | null = null;
  let sentMs: number | null = null;
  while (performance.now() - started < LIMIT_MS * 2) {
    await wait(250);
    const now = await progress();
    if (queuedMs === null && now.queued >= SUBSCRIBERS) queuedMs = performance.now() - started;
    if (queuedMs !== null && now.sent >= SUBSCRIBERS) {
      sentMs = performance.now() - started;
      break;
    }
  }
  await stopQueue();
  const perSubscriber = await db().execute<{ most: number }>(
    sql`select coalesce(max(n), 0)::int as most from (select to_address, count(*) as n from email_deliveries group by to_address) t`,
  );
  const outboxFiles = (await fs.readdir(outboxDir).catch(() => [])).length;
  await handle.close();
  await fs.rm(folder, { recursive: true, force: true });
  console.log(`subscribers:              ${SUBSCRIBERS} (instant, all matching)`);
  console.log(`every alert queued after: ${seconds(queuedMs)} (limit ${LIMIT_MS / 1000} s)`);
  console.log(`every e-mail sent after:  ${seconds(sentMs)} (outbox files: ${outboxFiles})`);
  console.log(`most e-mails to one subscriber: ${perSubscriber.rows[0]?.most ?? 0}`);
  process.exit(queuedMs !== null && queuedMs <= LIMIT_MS ? 0 : 1);
}

// --kill: the database is the sending process's now.
await handle.close();

type Run = {
  queuedMs: number | null;
  sentMs: number | null;
  last: { queued: number; sent: number };
};

/**
 * Runs a sending process; `killAt` kills it (SIGKILL) once that many alerts
 * are queued. Resolves when it has exited, with when it had queued and sent all.
 */
async function runSender(open: boolean, killAt?: number): Promise<Run & { killed: boolean }> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    [...process.execArgv, script, "--sender", folder, "--subscribers", String(SUBSCRIBERS)].concat(
      open ? ["--open"] : [],
    ),
    { env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  const started = performance.now();
  const run: Run = { queuedMs: null, sentMs: null, last: { queued: 0, sent: 0 } };
  let shownAt = 0;
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(String(signal ?? code))),
  );
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    if (!line.startsWith(PROGRESS)) {
      console.log(line);
      continue;
    }
    run.last = JSON.parse(line.slice(PROGRESS.length)) as Run["last"];
    const at = performance.now() - started;
    if (Math.floor(at / 10_000) > Math.floor(shownAt / 10_000)) {
      shownAt = at;
      console.log(`  ${seconds(at)}: ${run.last.queued} queued, ${run.last.sent} sent`);
    }
    if (run.queuedMs === null && run.last.queued >= SUBSCRIBERS) run.queuedMs = at;
    if (run.sentMs === null && run.last.sent >= SUBSCRIBERS) run.sentMs = at;
    if (killAt !== undefined && run.last.queued >= killAt && child.exitCode === null) {
      child.kill("SIGKILL");
    }
  }
  const how = await exited;
  if (how !== "SIGKILL" && how !== "0") throw new Error(`the sending process ended with ${how}`);
  return { ...run, killed: how === "SIGKILL" };
}

const killAt = Math.floor(SUBSCRIBERS / 2);
const first = await runSender(true, killAt);
if (!first.killed) throw new Error("the sending process finished before it could be killed");
const filesAtKill = (await outboxRecipients()).length;
const second = await runSender(false);

const check = await openPglite({ dataDir: dbDir });
setDatabase(check);
const sends = await db().execute<{ rows: number; subscribers: number }>(
  sql`select count(*)::int as rows, count(distinct subscription_id)::int as subscribers from job_alert_sends where job_id = ${JOB_ID}`,
);
const stored = await db().execute<{ rows: number; addresses: number; sent: number }>(
  sql`select count(*)::int as rows, count(distinct to_address)::int as addresses,
        count(*) filter (where status = 'sent')::int as sent
      from email_deliveries where purpose = 'job-alert'`,
);
const storedMost = await db().execute<{ most: number }>(
  sql`select coalesce(max(n), 0)::int as most from (select to_address, count(*) as n from email_deliveries where purpose = 'job-alert' group by to_address) t`,
);
await check.close();
const written = await outboxRecipients();
const files = mostPerAddress(written);
await fs.rm(folder, { recursive: true, force: true });

const storedRow = stored.rows[0]!;
const sendsRow = sends.rows[0]!;
const most = Math.max(storedMost.rows[0]?.most ?? 0, files.most);
const missing = SUBSCRIBERS - Math.min(sendsRow.subscribers, storedRow.addresses);
console.log(`subscribers:                 ${SUBSCRIBERS} (instant, all matching)`);
console.log(
  `first process killed (-9) at: ${first.last.queued} queued, ${first.last.sent} sent, ${filesAtKill} outbox files`,
);
console.log(
  `after the restart:           every alert queued after ${seconds(second.queuedMs)}, every e-mail sent after ${seconds(second.sentMs)}`,
);
console.log(
  `sent rows:                   ${sendsRow.rows} for ${sendsRow.subscribers} subscribers`,
);
console.log(
  `stored e-mails:              ${storedRow.rows} to ${storedRow.addresses} addresses (${storedRow.sent} sent)`,
);
console.log(`outbox files:                ${written.length} to ${files.distinct} addresses`);
console.log(`most e-mails to one subscriber: ${most}; subscribers without one: ${missing}`);
if (storedRow.sent < SUBSCRIBERS) {
  console.log(
    `not all sent: stopped ${SEND_WAIT_MS / 1000} s after every alert was queued (${storedRow.sent} of ${SUBSCRIBERS} sent); the rest wait in the outbox table as pending`,
  );
}
// Exactly once: one sent row and one stored e-mail per subscriber, no address with two files.
const exact =
  sendsRow.rows === SUBSCRIBERS &&
  storedRow.rows === SUBSCRIBERS &&
  storedRow.addresses === SUBSCRIBERS &&
  files.most <= 1 &&
  most === 1;
process.exit(exact ? 0 : 1);
