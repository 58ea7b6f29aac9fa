import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import { enqueue, type JobInfo, type QueueTask } from "~/modules/queue/queue.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { sendMail, type MailMessage } from "~/utils/mail.server";

/**
 * Every e-mail the site sends goes through here. The message is stored
 * first (email_deliveries), then sent at once — so the outbox and the SMTP
 * server see it as before — and a send that fails is retried through the
 * job queue with growing waits. After the last retry it is `failed`: listed
 * under Settings → Email delivery, where an administrator can send it again.
 * A failure never undoes what the e-mail announces (an inquiry, an
 * application, a status change): that is already saved.
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
    await sendMail({
      from: row.fromAddress,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
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
  await recordOutcome(row.id, { status: "sent", lastError: null, sentAt: new Date() });
  return { sent: true };
}

/**
 * Records a try. When even that fails (the database away), the row stays
 * `sending` and the maintenance task queues it again — a possible second
 * copy rather than a lost message.
 */
async function recordOutcome(
  id: string,
  outcome: Pick<EmailDelivery, "status" | "lastError"> & { sentAt?: Date },
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

/**
 * Stores and sends one message. "queued": the first try failed and retries
 * follow; "failed": not even stored (the database refused), sent once and
 * lost. The caller's work stands either way.
 */
export async function deliverMail(
  message: OutgoingMail,
  purpose: string,
): Promise<"sent" | "queued" | "failed"> {
  let row: EmailDelivery;
  try {
    row = await storeDelivery(message, purpose);
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
  const result = await attemptDelivery(row, { last: false });
  if (result.sent) return "sent";
  await queueRetry(row.id, EMAIL_RETRY.retryDelay);
  return "queued";
}

async function storeDelivery(message: OutgoingMail, purpose: string): Promise<EmailDelivery> {
  const [row] = await db()
    .insert(emailDeliveries)
    .values({
      purpose,
      fromAddress: message.from,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      status: "sending",
    })
    .returning();
  if (!row) throw new Error("E-mail delivery insert returned no row");
  return row;
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
 * Every few minutes, in one instance: rows a crash left `sending`, and
 * `pending` rows that never got a job, are queued again; sent e-mails older
 * than SENT_EMAIL_DAYS and failed ones older than RETENTION_DAYS are deleted.
 */
export async function maintainDeliveries(now = new Date()): Promise<{ requeued: number }> {
  const stale = await db()
    .update(emailDeliveries)
    .set({ status: "pending", updatedAt: now })
    .where(
      or(
        and(
          eq(emailDeliveries.status, "sending"),
          lt(emailDeliveries.updatedAt, new Date(now.getTime() - STALE_SENDING_MS)),
        ),
        and(
          eq(emailDeliveries.status, "pending"),
          lt(emailDeliveries.updatedAt, new Date(now.getTime() - STALE_PENDING_MS)),
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

/** The queue tasks of outgoing e-mail (registered in modules/queue/site-tasks.server.ts). */
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
