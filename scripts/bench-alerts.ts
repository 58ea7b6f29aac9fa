// `npm run bench:alerts`: issue 30's alert limit — 10,000 instant subscribers
// and a new job → every alert queued (its e-mail stored in the outbox, with
// its sent row) within 5 minutes. A throwaway embedded database in a temporary
// folder, the site's real job queue (pg-boss) running the alert and e-mail
// tasks as the server does; prints the time until every alert was queued and
// until every e-mail was sent (written to the outbox folder: no SMTP_URL).
//
//   npm run bench:alerts [-- --subscribers 10000]
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { count, eq, sql } from "drizzle-orm";

const { values: args } = parseArgs({
  options: { subscribers: { type: "string", default: "10000" } },
});
const SUBSCRIBERS = Number(args.subscribers);
const LIMIT_MS = 5 * 60 * 1000;

const folder = await fs.mkdtemp(path.join(os.tmpdir(), "bench-alerts-"));
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

const handle = await openPglite({ dataDir: path.join(folder, "db") });
await handle.migrate();
setDatabase(handle);

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
      id: "senior-java-engineer",
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

await startQueue([...jobAlertTasks, ...mailTasks]);
const started = performance.now();
// The job opens as the admin's toggle opens it: the note in its transaction, then the fan-out.
await db().transaction(async (tx) => {
  await tx.update(jobs).set({ isActive: true }).where(eq(jobs.id, "senior-java-engineer"));
  await noteJobOpened(tx, "senior-java-engineer");
});
await queueAlertFanOut();

const countOf = async (
  table: typeof jobAlertSends | typeof emailDeliveries,
  where?: ReturnType<typeof sql>,
) => (await db().select({ value: count() }).from(table).where(where))[0]!.value;

let queuedMs: number | null = null;
let sentMs: number | null = null;
while (performance.now() - started < LIMIT_MS * 2) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const queued = await countOf(jobAlertSends);
  if (queuedMs === null && queued >= SUBSCRIBERS) queuedMs = performance.now() - started;
  const sent = await countOf(emailDeliveries, sql`${emailDeliveries.status} = 'sent'`);
  if (queuedMs !== null && sent >= SUBSCRIBERS) {
    sentMs = performance.now() - started;
    break;
  }
}
await stopQueue();
const perSubscriber = await db().execute<{ most: number }>(
  sql`select coalesce(max(n), 0)::int as most from (select to_address, count(*) as n from email_deliveries group by to_address) t`,
);
const outboxFiles = (await fs.readdir(path.join(folder, "outbox")).catch(() => [])).length;
await handle.close();
await fs.rm(folder, { recursive: true, force: true });

const seconds = (ms: number | null) =>
  ms === null ? "not reached" : `${(ms / 1000).toFixed(1)} s`;
console.log(`subscribers:              ${SUBSCRIBERS} (instant, all matching)`);
console.log(`every alert queued after: ${seconds(queuedMs)} (limit ${LIMIT_MS / 1000} s)`);
console.log(`every e-mail sent after:  ${seconds(sentMs)} (outbox files: ${outboxFiles})`);
console.log(`most e-mails to one subscriber: ${perSubscriber.rows[0]?.most ?? 0}`);
process.exit(queuedMs !== null && queuedMs <= LIMIT_MS ? 0 : 1);
