import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { db, getDatabase, type Tx } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import { enqueue, type JobInfo, type QueueTask } from "~/modules/queue/queue.server";
import { getEnv } from "~/utils/env.server";
import { afterCommitFaultPoint } from "~/utils/fault-points.server";
import { getLogger } from "~/utils/logger.server";
import { sendMail, type MailMessage } from "~/utils/mail.server";
import { carriesSecretLink } from "./delivery-schema";

/**
 * Every e-mail the site sends goes through here: a transactional outbox
 * (docs/decisions/024). The message is stored as an email_deliveries row —
 * for a change it announces (an inquiry, an application, a status change)
 * in the SAME transaction as the change, so both exist or neither — and
 * sent after the commit: one try at once, then retries through the job
 * queue with growing waits. After the last retry it is `failed`: listed
 * under Settings → Email delivery, where an administrator can send it again.
 * The row is the truth: a process that dies before or during a send leaves
 * a `pending` or `sending` row that maintenance sends again.
 */

/**
 * After the first try (at once, in the request): a job a minute later, then
 * four retries with pg-boss's jittered doubling (about 1–2, 2–4, 4–8 and
 * 8–16 minutes) — six tries within roughly half an hour.
 */
export const EMAIL_RETRY = { retryLimit: 4, retryDelay: 60, retryBackoff: true } as const;

export const SEND_EMAIL_TASK = "send-email";
export const EMAIL_MAINTENANCE_TASK = "email-maintenance";

/** A `sending` row untouched this long was left by a process that died mid-send. */
const STALE_SENDING_MS = 10 * 60 * 1000;
/** A `pending` row untouched this long has no job waiting for it (queued while no queue ran). */
const STALE_PENDING_MS = 30 * 60 * 1000;
/**
 * A `pending` row never tried this long after its commit: the process that
 * committed it died before its first try (the try follows the commit at once).
 */
const STALE_UNTRIED_MS = 60 * 1000;
/** Rows claimed before this were claimed by an earlier process (see recoverAtStart). */
const PROCESS_STARTED_AT = new Date();
/** Sent e-mails are kept this long (to see what went out), then deleted. */
export const SENT_EMAIL_DAYS = 30;

const ERROR_TEXT_MAX = 500;

export type EmailDelivery = typeof emailDeliveries.$inferSelect;
export type OutgoingMail = MailMessage & { from: string };

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_MAX) || "Unknown error";
}

/**
 * One try of a claimed row (status `sending`). On failure the row waits for
 * its next try (`pending`), or is given up (`failed`) when this was the last.
 */
export async function attemptDelivery(
  row: EmailDelivery,
  { last }: { last: boolean },
): Promise<{ sent: true } | { sent: false; error: string }> {
  try {
    await sendMail(
      {
        from: row.fromAddress,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers ?? undefined,
      },
      { deliveryId: row.id, createdAt: row.createdAt },
    );
  } catch (error) {
    const text = errorText(error);
    await recordOutcome(row.id, {
      status: last ? "failed" : "pending",
      lastError: text,
    });
    getLogger().error(
      { err: error, delivery: row.id, purpose: row.purpose, last },
      "e-mail failed",
    );
    return { sent: false, error: text };
  }
  await recordOutcome(row.id, {
    status: "sent",
    lastError: null,
    sentAt: new Date(),
    // A link that signs in or resets a password is a bearer secret: once sent,
    // only the metadata stays (nor does any backup carry the link).
    ...(carriesSecretLink(row.purpose) ? { textBody: "", htmlBody: "" } : {}),
  });
  return { sent: true };
}

/**
 * Records a try. When even that fails (the database away), the row stays
 * `sending` and the maintenance task queues it again — a possible second
 * copy rather than a lost message.
 */
async function recordOutcome(
  id: string,
  outcome: Pick<EmailDelivery, "status" | "lastError"> &
    Partial<Pick<EmailDelivery, "sentAt" | "textBody" | "htmlBody">>,
): Promise<void> {
  try {
    await db()
      .update(emailDeliveries)
      .set({ ...outcome, attempts: sql`${emailDeliveries.attempts} + 1`, updatedAt: new Date() })
      .where(eq(emailDeliveries.id, id));
  } catch (error) {
    getLogger().error({ err: error, delivery: id }, "e-mail outcome not recorded");
  }
}

/** Marks a row as being sent by this process; null when it is not waiting (sent, failed, or taken). */
export async function claimDelivery(
  id: string,
  from: readonly EmailDelivery["status"][] = ["pending"],
): Promise<EmailDelivery | null> {
  const [row] = await db()
    .update(emailDeliveries)
    .set({ status: "sending", updatedAt: new Date() })
    .where(and(eq(emailDeliveries.id, id), inArray(emailDeliveries.status, [...from])))
    .returning();
  return row ?? null;
}

/** What became of a message's first try: sent, or waiting for its retries. */
export type MailOutcome = "sent" | "queued";

/**
 * Stores and sends one message, for a caller without a transaction (account
 * e-mails from better-auth's hooks). "queued": the first try failed and
 * retries follow; "failed": not even stored (the database refused), sent
 * once and lost. The caller's work stands either way. A change that an
 * e-mail announces uses queueMail in its own transaction instead.
 */
export async function deliverMail(
  message: OutgoingMail,
  purpose: string,
): Promise<MailOutcome | "failed"> {
  let id: string;
  try {
    id = await queueMail(db(), message, purpose);
  } catch (error) {
    // The database refused the row: still try to send, without retries.
    getLogger().error({ err: error, purpose }, "e-mail not stored; sending without retries");
    return sendMail(message).then(
      () => "sent" as const,
      (sendError: unknown) => {
        getLogger().error({ err: sendError, purpose }, "e-mail failed");
        return "failed" as const;
      },
    );
  }
  return sendStoredMail([id]);
}

/**
 * Stores one message (`pending`) in the caller's transaction and returns
 * its id: it exists exactly when the change it announces does. Send it with
 * sendStoredMail after the commit (or leave it to the queue).
 */
export async function queueMail(
  tx: Tx | ReturnType<typeof db>,
  message: OutgoingMail,
  purpose: string,
): Promise<string> {
  const [row] = await tx
    .insert(emailDeliveries)
    .values({
      purpose,
      fromAddress: message.from,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? null,
      status: "pending",
    })
    .returning({ id: emailDeliveries.id });
  if (!row) throw new Error("E-mail delivery insert returned no row");
  return row.id;
}

/**
 * Many messages of one purpose in one insert (a batch of job alerts), in
 * the caller's transaction; their ids, in order.
 */
export async function queueMails(
  tx: Tx,
  messages: readonly OutgoingMail[],
  purpose: string,
): Promise<string[]> {
  if (!messages.length) return [];
  const rows = await tx
    .insert(emailDeliveries)
    .values(
      messages.map((message) => ({
        purpose,
        fromAddress: message.from,
        toAddress: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: message.headers ?? null,
        status: "pending" as const,
      })),
    )
    .returning({ id: emailDeliveries.id });
  return rows.map((row) => row.id);
}

/**
 * After the commit: the first try of each stored message, now (a row taken
 * meanwhile by the queue is left to it). "sent" when every one went out,
 * "queued" when one waits for a retry. Never throws.
 */
export async function sendStoredMail(ids: readonly string[]): Promise<MailOutcome> {
  const outcomes = await Promise.all(
    ids.map(async (id): Promise<MailOutcome> => {
      try {
        const row = await claimDelivery(id);
        if (!row) return "queued";
        const result = await attemptDelivery(row, { last: false });
        if (result.sent) return "sent";
      } catch (error) {
        // The database went away between commit and send: maintenance finds the row.
        getLogger().error({ err: error, delivery: id }, "e-mail not tried after commit");
        return "queued";
      }
      await queueRetry(id, EMAIL_RETRY.retryDelay);
      return "queued";
    }),
  );
  return outcomes.every((outcome) => outcome === "sent") ? "sent" : "queued";
}

/** What a change that announces itself by e-mail gives its transaction. */
export type MailOutbox = {
  /** Stores a message in this transaction; it is sent after the commit. */
  add(message: OutgoingMail, purpose: string): Promise<void>;
};

/**
 * Runs `work` in one transaction together with the e-mails it adds (and,
 * through recordAudit's `tx`, its audit rows): all are committed, or none.
 * After the commit the e-mails get their first try. `mail` is "none" when
 * the work added none.
 */
export async function transactionWithMail<T>(
  work: (tx: Tx, outbox: MailOutbox) => Promise<T>,
): Promise<{ value: T; mail: MailOutcome | "none" }> {
  const ids: string[] = [];
  const value = await db().transaction(async (tx) => {
    ids.length = 0; // a retried transaction starts again
    return work(tx, {
      add: async (message, purpose) => {
        ids.push(await queueMail(tx, message, purpose));
      },
    });
  });
  if (!ids.length) return { value, mail: "none" };
  afterCommitFaultPoint();
  return { value, mail: await sendStoredMail(ids) };
}

async function queueRetry(id: string, startAfter?: number): Promise<void> {
  // Not queued (no queue in this process): the maintenance task finds the row.
  await enqueue(SEND_EMAIL_TASK, { id }, { startAfter }).catch((error: unknown) =>
    getLogger().error({ err: error, delivery: id }, "e-mail retry not queued"),
  );
}

/** The queue's worker: one more try; throwing asks pg-boss for the next retry. */
export async function sendQueuedEmail(data: { id?: unknown }, job: JobInfo): Promise<void> {
  if (typeof data.id !== "string") return;
  const row = await claimDelivery(data.id);
  if (!row) return;
  const last = job.retryCount >= job.retryLimit;
  const result = await attemptDelivery(row, { last });
  if (!result.sent && !last) throw new Error(`e-mail not sent yet: ${result.error}`);
}

/**
 * Every few minutes, in one instance: rows a crash left `sending`, `pending`
 * rows whose first try never came (the process died right after the
 * commit), and `pending` rows that never got a job, are queued again; sent
 * e-mails older than SENT_EMAIL_DAYS and failed ones older than
 * RETENTION_DAYS are deleted. With the embedded database this process is
 * the only one (decision 010): every row claimed or committed before it
 * started was left by a crash, and is queued at once (the run at start-up).
 */
export async function maintainDeliveries(now = new Date()): Promise<{ requeued: number }> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // The later of the two bounds: the lease, or this process's start when it is alone.
  const orSinceStart = (bound: Date) =>
    getDatabase().kind === "pglite" && PROCESS_STARTED_AT > bound ? PROCESS_STARTED_AT : bound;
  const sendingBefore = orSinceStart(ago(STALE_SENDING_MS));
  const untriedBefore = orSinceStart(ago(STALE_UNTRIED_MS));
  const stale = await db()
    .update(emailDeliveries)
    .set({ status: "pending", updatedAt: now })
    .where(
      or(
        and(eq(emailDeliveries.status, "sending"), lt(emailDeliveries.updatedAt, sendingBefore)),
        and(
          eq(emailDeliveries.status, "pending"),
          eq(emailDeliveries.attempts, 0),
          lt(emailDeliveries.updatedAt, untriedBefore),
        ),
        and(
          eq(emailDeliveries.status, "pending"),
          lt(emailDeliveries.updatedAt, ago(STALE_PENDING_MS)),
        ),
      ),
    )
    .returning({ id: emailDeliveries.id });
  for (const { id } of stale) await queueRetry(id);
  const day = 24 * 60 * 60 * 1000;
  await db()
    .delete(emailDeliveries)
    .where(
      or(
        and(
          eq(emailDeliveries.status, "sent"),
          lt(emailDeliveries.createdAt, new Date(now.getTime() - SENT_EMAIL_DAYS * day)),
        ),
        and(
          eq(emailDeliveries.status, "failed"),
          lt(emailDeliveries.createdAt, new Date(now.getTime() - getEnv().RETENTION_DAYS * day)),
        ),
      ),
    );
  return { requeued: stale.length };
}

/** The queue tasks of outgoing e-mail (registered in server/site-tasks.ts). */
export const mailTasks: QueueTask[] = [
  {
    name: SEND_EMAIL_TASK,
    retry: EMAIL_RETRY,
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 2,
    handler: sendQueuedEmail,
  },
  {
    name: EMAIL_MAINTENANCE_TASK,
    retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
    expireInSeconds: 5 * 60,
    cron: "*/5 * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 10,
    handler: async () => {
      const { requeued } = await maintainDeliveries();
      if (requeued) getLogger().warn({ requeued }, "e-mails queued again after an interruption");
    },
  },
];
