import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { jobAlertOpenings, jobAlertSends, jobAlertSubscriptions, jobs } from "~/db/schema";
import { getCompanyInfo } from "~/modules/company/company.server";
import type { CompanyInfo } from "~/modules/company/company-info";
import { queueMails, sendStoredMail, type OutgoingMail } from "~/modules/mail/outgoing-mail.server";
import { enqueue, type QueueTask } from "~/modules/queue/queue.server";
import { companyToday } from "~/utils/calendar-dates";
import { taskNow } from "~/utils/clock.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { defaultFromAddress } from "~/utils/mail.server";
import { alertHeaders, jobAlertEmail, type AlertJob } from "./emails.server";
import { issueAlertLinks } from "./job-alert-links.server";
import {
  JOB_ALERT_BATCH_SIZE,
  JOB_ALERT_MANAGE_LINK_DAYS,
  jobAlertLinkPath,
  jobAlertUnsubscribePath,
} from "./job-alert-schema";
import { jobMatchesSearch, searchPath, type SavedJobSearch } from "./job-alert-search";

/**
 * Sending job alerts (decision 046). A job that opens — created open,
 * opened by hand, or by its schedule — gets a `job_alert_openings` row in
 * the opening's own transaction; the fan-out task matches it against the
 * instant subscriptions and queues their ids in batches; each batch writes
 * a `job_alert_sends` row per subscriber and job in the same transaction as
 * the e-mail (the outbox), so a retried, repeated or concurrent batch sends
 * nothing twice, and a killed one sends nothing at all until it runs again.
 * Daily and weekly subscribers get one digest of the jobs opened since the
 * last, by the same rows.
 */

export const JOB_ALERT_FAN_OUT_TASK = "job-alerts-fan-out";
export const JOB_ALERT_BATCH_TASK = "job-alerts-send";
export const JOB_ALERT_DIGEST_TASK = "job-alerts-digest";
export const JOB_ALERT_DELIVER_TASK = "job-alerts-deliver";

/** First tries of stored alert e-mails running at once (each is a claim, a send and an update). */
const DELIVER_CONCURRENCY = 8;

async function deliverStored(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELIVER_CONCURRENCY) {
    await sendStoredMail(ids.slice(start, start + DELIVER_CONCURRENCY));
  }
}

/** The first tries as a queue job; where no queue runs, here (not awaited: the rows are stored). */
async function queueDelivery(ids: string[]): Promise<void> {
  const queued = await enqueue(JOB_ALERT_DELIVER_TASK, { ids }).catch(() => false);
  if (!queued) void deliverStored(ids);
}

const HOUR_MS = 60 * 60 * 1000;
/** A digest is due this long after the last one (less half an hour: the hourly run drifts). */
const DIGEST_PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
const DIGEST_SLACK_MS = HOUR_MS / 2;
/** Openings the fan-out takes per run (the next run, a minute later, takes the rest). */
const FAN_OUT_OPENINGS = 20;

/** In the transaction that opens the job: the durable note that subscribers are to hear of it. */
export async function noteJobOpened(tx: Tx, jobId: string, now = new Date()): Promise<void> {
  await tx.insert(jobAlertOpenings).values({ jobId, openedAt: now }).onConflictDoNothing();
}

/** After that commit: the fan-out now rather than at its next minute. */
export async function queueAlertFanOut(): Promise<void> {
  await enqueue(JOB_ALERT_FAN_OUT_TASK, {}).catch((error: unknown) =>
    getLogger().warn({ err: error }, "job alert fan-out not queued; the minute check will do it"),
  );
}

const publicJob = (now: Date) =>
  and(
    eq(jobs.isActive, true),
    or(isNull(jobs.closingDate), gte(jobs.closingDate, companyToday(now))),
  )!;

const JOB_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  department: jobs.department,
  location: jobs.location,
  isRemote: jobs.isRemote,
  type: jobs.type,
};

type OpenJob = { [Key in keyof typeof JOB_COLUMNS]: (typeof jobs.$inferSelect)[Key] };

export type BatchRunner = (batch: { jobId: string; subscriptionIds: string[] }) => Promise<void>;

/** Queues a batch; where no queue runs (tests, one-shot commands) sends it here and now. */
const queueOrSend: BatchRunner = async (batch) => {
  const queued = await enqueue(JOB_ALERT_BATCH_TASK, batch);
  if (!queued) await sendInstantBatch(batch.jobId, batch.subscriptionIds);
};

/**
 * Every opening not yet fanned out: its matching instant subscribers, in
 * batches. Marked done only after every batch was queued, so a crash on the
 * way queues them again — and the sent rows make the repeat harmless.
 */
export async function fanOutOpenings(
  now = new Date(),
  runBatch: BatchRunner = queueOrSend,
): Promise<{ jobs: number; batches: number; subscribers: number }> {
  const openings = await db()
    .select({ jobId: jobAlertOpenings.jobId })
    .from(jobAlertOpenings)
    .where(and(isNull(jobAlertOpenings.fannedOutAt), lte(jobAlertOpenings.openedAt, now)))
    .orderBy(jobAlertOpenings.openedAt)
    .limit(FAN_OUT_OPENINGS);
  let batches = 0;
  let subscribers = 0;
  if (!openings.length) return { jobs: 0, batches, subscribers };
  const instant = await db()
    .select({ id: jobAlertSubscriptions.id, search: jobAlertSubscriptions.search })
    .from(jobAlertSubscriptions)
    .where(
      and(
        isNotNull(jobAlertSubscriptions.confirmedAt),
        eq(jobAlertSubscriptions.frequency, "instant"),
      ),
    );
  for (const { jobId } of openings) {
    const [job] = await db()
      .select(JOB_COLUMNS)
      .from(jobs)
      .where(and(eq(jobs.id, jobId), publicJob(now)));
    // A job closed again before its fan-out is announced to nobody.
    const matching = job ? matchingIds(job, instant) : [];
    for (let start = 0; start < matching.length; start += JOB_ALERT_BATCH_SIZE) {
      await runBatch({
        jobId,
        subscriptionIds: matching.slice(start, start + JOB_ALERT_BATCH_SIZE),
      });
      batches += 1;
    }
    subscribers += matching.length;
    await db()
      .update(jobAlertOpenings)
      .set({ fannedOutAt: now })
      .where(eq(jobAlertOpenings.jobId, jobId));
  }
  return { jobs: openings.length, batches, subscribers };
}

function matchingIds(job: OpenJob, subscriptions: { id: string; search: SavedJobSearch }[]) {
  // Many subscribers share a search: each distinct search is matched once.
  const verdicts = new Map<string, boolean>();
  return subscriptions
    .filter(({ search }) => {
      const key = JSON.stringify(search);
      let verdict = verdicts.get(key);
      if (verdict === undefined) verdicts.set(key, (verdict = jobMatchesSearch(job, search)));
      return verdict;
    })
    .map(({ id }) => id);
}

function alertJob(job: Pick<OpenJob, "id" | "title" | "department" | "location">, base: string) {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    url: `${base}/careers/job/${encodeURIComponent(job.id)}`,
  } satisfies AlertJob;
}

const ALERT_PURPOSE = "job-alert";

/** Alert e-mails are stored many at a time (one insert per batch). */
type AlertOutbox = { addAll(messages: OutgoingMail[]): Promise<void> };

type Recipient = { id: string; email: string; searchLabel: string; search: SavedJobSearch };

/** One e-mail per recipient, each with its own manage link, in the caller's transaction. */
async function addAlertMails(
  tx: Tx,
  outbox: AlertOutbox,
  mails: { recipient: Recipient; jobs: AlertJob[] }[],
  company: CompanyInfo,
  now: Date,
): Promise<void> {
  const base = getEnv().PUBLIC_URL;
  const tokens = await issueAlertLinks(
    tx,
    mails.map(({ recipient }) => recipient.id),
    JOB_ALERT_MANAGE_LINK_DAYS,
    now,
  );
  const from = defaultFromAddress(company.name);
  await outbox.addAll(
    mails.map(({ recipient, jobs: found }) => {
      const token = tokens.get(recipient.id)!;
      return {
        from,
        to: recipient.email,
        ...jobAlertEmail(
          {
            searchLabel: recipient.searchLabel,
            jobs: found,
            manageUrl: `${base}${jobAlertLinkPath(token)}`,
            searchUrl: `${base}${searchPath(recipient.search)}`,
          },
          company,
        ),
        headers: alertHeaders(`${base}${jobAlertUnsubscribePath(token)}`),
      };
    }),
  );
}

/**
 * Like transactionWithMail, but the e-mails' first tries are a queue job of
 * their own (JOB_ALERT_DELIVER_TASK), a few at a time: the next batch need
 * not wait for this one's sending, nor share the database with hundreds of
 * sends at once — every alert is stored (queued) first. A process that dies
 * meanwhile leaves `pending` rows, which the outbox's maintenance sends
 * (decision 024).
 */
async function batchWithMail<T>(work: (tx: Tx, outbox: AlertOutbox) => Promise<T>): Promise<T> {
  const ids: string[] = [];
  const value = await db().transaction(async (tx) => {
    ids.length = 0; // a retried transaction starts again
    return work(tx, {
      addAll: async (messages) => {
        ids.push(...(await queueMails(tx, messages, ALERT_PURPOSE)));
      },
    });
  });
  if (ids.length) await queueDelivery(ids);
  return value;
}

/**
 * One batch of instant alerts for one job: a sent row and an e-mail per
 * subscriber who is still confirmed, still instant and not yet told — both
 * in one transaction. Run twice, or twice at once, it sends each e-mail
 * once: the second run's inserts wait for the first's commit and then find
 * the rows taken.
 */
export async function sendInstantBatch(
  jobId: string,
  subscriptionIds: readonly string[],
  now = new Date(),
): Promise<{ sent: number }> {
  if (!subscriptionIds.length) return { sent: 0 };
  const company = await getCompanyInfo();
  const base = getEnv().PUBLIC_URL;
  const sent = await batchWithMail(async (tx, outbox) => {
    const [job] = await tx
      .select(JOB_COLUMNS)
      .from(jobs)
      .where(and(eq(jobs.id, jobId), publicJob(now)));
    if (!job) return 0;
    const claimed = await tx.execute<{ subscription_id: string }>(sql`
      insert into ${jobAlertSends} (subscription_id, job_id, sent_at)
      select ${jobAlertSubscriptions.id}, ${jobId}, ${now}
      from ${jobAlertSubscriptions}
      where ${inArray(jobAlertSubscriptions.id, [...subscriptionIds])}
        and ${jobAlertSubscriptions.confirmedAt} is not null
        and ${jobAlertSubscriptions.frequency} = 'instant'
      on conflict do nothing
      returning subscription_id`);
    const ids = claimed.rows.map((row) => row.subscription_id);
    if (!ids.length) return 0;
    const recipients = await tx
      .select({
        id: jobAlertSubscriptions.id,
        email: jobAlertSubscriptions.email,
        searchLabel: jobAlertSubscriptions.searchLabel,
        search: jobAlertSubscriptions.search,
      })
      .from(jobAlertSubscriptions)
      .where(inArray(jobAlertSubscriptions.id, ids));
    const found = [alertJob(job, base)];
    await addAlertMails(
      tx,
      outbox,
      recipients.map((recipient) => ({ recipient, jobs: found })),
      company,
      now,
    );
    return recipients.length;
  });
  return { sent };
}

/**
 * Daily and weekly digests that are due: the jobs opened since each
 * subscriber's last digest that match and were not sent yet, in one e-mail,
 * in chunks of one transaction each. Rows another run holds are skipped
 * (it sends them); a row is due again only a period later.
 */
export async function sendDueDigests(now = new Date()): Promise<{ digests: number }> {
  const dueBefore = (frequency: keyof typeof DIGEST_PERIOD_MS) =>
    new Date(now.getTime() - DIGEST_PERIOD_MS[frequency] + DIGEST_SLACK_MS);
  const due = or(
    and(
      eq(jobAlertSubscriptions.frequency, "daily"),
      lte(jobAlertSubscriptions.digestFrom, dueBefore("daily")),
    ),
    and(
      eq(jobAlertSubscriptions.frequency, "weekly"),
      lte(jobAlertSubscriptions.digestFrom, dueBefore("weekly")),
    ),
  )!;
  const dueIds = await db()
    .select({ id: jobAlertSubscriptions.id })
    .from(jobAlertSubscriptions)
    .where(and(isNotNull(jobAlertSubscriptions.confirmedAt), due));
  if (!dueIds.length) return { digests: 0 };
  const company = await getCompanyInfo();
  const base = getEnv().PUBLIC_URL;
  let digests = 0;
  for (let start = 0; start < dueIds.length; start += JOB_ALERT_BATCH_SIZE) {
    const chunk = dueIds.slice(start, start + JOB_ALERT_BATCH_SIZE).map(({ id }) => id);
    const value = await batchWithMail(async (tx, outbox) => {
      const rows = await tx
        .select()
        .from(jobAlertSubscriptions)
        .where(and(inArray(jobAlertSubscriptions.id, chunk), due))
        .for("update", { skipLocked: true });
      if (!rows.length) return 0;
      const oldest = new Date(Math.min(...rows.map((row) => row.digestFrom!.getTime())));
      const opened = await tx
        .select({ ...JOB_COLUMNS, openedAt: jobAlertOpenings.openedAt })
        .from(jobAlertOpenings)
        .innerJoin(jobs, eq(jobs.id, jobAlertOpenings.jobId))
        .where(
          and(
            gt(jobAlertOpenings.openedAt, oldest),
            lte(jobAlertOpenings.openedAt, now),
            publicJob(now),
          ),
        )
        .orderBy(jobAlertOpenings.openedAt);
      const ids = rows.map((row) => row.id);
      const mails: { recipient: Recipient; jobs: AlertJob[] }[] = [];
      if (opened.length) {
        const sent = await tx
          .select({ subscriptionId: jobAlertSends.subscriptionId, jobId: jobAlertSends.jobId })
          .from(jobAlertSends)
          .where(inArray(jobAlertSends.subscriptionId, ids));
        const told = new Set(sent.map((row) => `${row.subscriptionId} ${row.jobId}`));
        const sends: { subscriptionId: string; jobId: string; sentAt: Date }[] = [];
        for (const row of rows) {
          const fresh = opened.filter(
            (job) =>
              job.openedAt > row.digestFrom! &&
              !told.has(`${row.id} ${job.id}`) &&
              jobMatchesSearch(job, row.search),
          );
          if (!fresh.length) continue;
          sends.push(
            ...fresh.map((job) => ({ subscriptionId: row.id, jobId: job.id, sentAt: now })),
          );
          mails.push({ recipient: row, jobs: fresh.map((job) => alertJob(job, base)) });
        }
        if (sends.length) await tx.insert(jobAlertSends).values(sends);
        await addAlertMails(tx, outbox, mails, company, now);
      }
      await tx
        .update(jobAlertSubscriptions)
        .set({ digestFrom: now })
        .where(inArray(jobAlertSubscriptions.id, ids));
      return mails.length;
    });
    digests += value;
  }
  return { digests };
}

/** The queue tasks of job alerts (registered in server/site-tasks.ts). */
export const jobAlertTasks: QueueTask[] = [
  {
    // Also every minute: openings whose fan-out never ran (no queue then, a crash).
    name: JOB_ALERT_FAN_OUT_TASK,
    retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
    expireInSeconds: 5 * 60,
    cron: "* * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 2,
    handler: async (data) => {
      const run = await fanOutOpenings(taskNow(data));
      if (run.jobs) getLogger().info(run, "job alerts: new jobs fanned out");
    },
  },
  {
    name: JOB_ALERT_BATCH_TASK,
    retry: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 2,
    handler: async (data: { jobId?: unknown; subscriptionIds?: unknown }) => {
      if (typeof data.jobId !== "string" || !Array.isArray(data.subscriptionIds)) return;
      const ids = data.subscriptionIds.filter((id): id is string => typeof id === "string");
      await sendInstantBatch(data.jobId, ids);
    },
  },
  {
    name: JOB_ALERT_DELIVER_TASK,
    retry: { retryLimit: 2, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 2,
    handler: async (data: { ids?: unknown }) => {
      if (!Array.isArray(data.ids)) return;
      await deliverStored(data.ids.filter((id): id is string => typeof id === "string"));
    },
  },
  {
    name: JOB_ALERT_DIGEST_TASK,
    retry: { retryLimit: 2, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 30 * 60,
    cron: "23 * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 30,
    handler: async (data) => {
      const run = await sendDueDigests(taskNow(data));
      if (run.digests) getLogger().info(run, "job alerts: digests sent");
    },
  },
];
