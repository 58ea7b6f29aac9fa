import { randomBytes } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { enqueue, type QueueTask } from "~/modules/queue/queue.server";
import { consumeAttempt, limiterFor } from "~/modules/rate-limits/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { authHeaders, getAuth, RESET_LINK_SECONDS, RESET_PASSWORD_PATH } from "./auth.server";
import { sendPasswordResetLink } from "./mail.server";
import type { Client } from "./sign-in.server";
import {
  deleteExpiredVerifications,
  RESET_IDENTIFIER_PREFIX,
  revokeResetLinks,
} from "./verification-tokens.server";

/** The queued work of one reset request: look the address up, issue a link, mail it. */
export const RESET_REQUEST_TASK = "password-reset-request";
export const VERIFICATION_CLEANUP_TASK = "verification-cleanup";

/**
 * Reset e-mails one account receives, whoever asks and from wherever (the
 * per-address limit is in limits.server.ts). Counted in the database, so it
 * holds across instances and restarts.
 */
export const ACCOUNT_RESET_LIMIT = { points: 3, durationSeconds: 60 * 60 };

export type ResetRequestJob = { email: string };

/**
 * How a request's work is handed on: to the job queue, or — where no queue
 * runs in this process (tests, one-shot commands, the queue still starting)
 * — to this process once the answer is on its way. Tests replace `send` to
 * hold the work back and run it themselves.
 */
export const resetRequestDispatch = {
  async send(job: ResetRequestJob): Promise<void> {
    if (await enqueue(RESET_REQUEST_TASK, job)) return;
    setImmediate(() => {
      issueResetLink(job.email).catch((error: unknown) =>
        getLogger().error({ err: error }, "password reset link not issued"),
      );
    });
  },
};

/**
 * Asks for a reset link for this address. The answer does the same work for
 * every address — an audit row and a queued job, no lookup — so neither its
 * content nor its timing tells who has an account; the job does the rest.
 */
export async function requestPasswordReset(email: string, { ip }: Client): Promise<void> {
  await recordAudit({ action: "password.reset_request", actorEmail: email, ip });
  await resetRequestDispatch.send({ email });
}

export type IssueOutcome = "sent" | "no-account" | "disabled" | "limited";

/**
 * The queued part of a reset request. A disabled account gets nothing; an
 * account that already had ACCOUNT_RESET_LIMIT e-mails this hour gets
 * nothing more. A new link ends every earlier one of the account.
 */
export async function issueResetLink(email: string, now = new Date()): Promise<IssueOutcome> {
  const [account] = await db()
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!account) return "no-account";
  if (account.banned && (!account.banExpires || account.banExpires > now)) return "disabled";
  const limiter = limiterFor("password-reset-account", ACCOUNT_RESET_LIMIT, { persistent: true });
  if (await consumeAttempt(limiter, account.id)) {
    getLogger().warn({ userId: account.id }, "password reset e-mails per hour reached");
    return "limited";
  }
  const token = await createResetToken(account.id, now);
  const url = `${getEnv().PUBLIC_URL}${RESET_PASSWORD_PATH}?${new URLSearchParams({ token })}`;
  await sendPasswordResetLink(account, url, RESET_LINK_SECONDS);
  return "sent";
}

/**
 * A new reset token for the account, every earlier one revoked. The row is
 * better-auth's (its resetPassword endpoint consumes it); its identifier is
 * stored hashed (verification-tokens.server.ts), so the token itself exists
 * only in the e-mail.
 */
export async function createResetToken(userId: string, now = new Date()): Promise<string> {
  await revokeResetLinks(userId);
  return addResetToken(userId, now);
}

/** One more reset token, leaving the others (what two requests at once would leave). */
export async function addResetToken(userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const context = await getAuth().$context;
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `${RESET_IDENTIFIER_PREFIX}${token}`,
    expiresAt: new Date(now.getTime() + RESET_LINK_SECONDS * 1000),
  });
  return token;
}

/** The accounts' background work (registered in server/site-tasks.ts). */
export const accountTasks: QueueTask[] = [
  {
    name: RESET_REQUEST_TASK,
    retry: { retryLimit: 2, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 2,
    handler: async (data) => {
      await issueResetLink((data as ResetRequestJob).email);
    },
  },
  {
    // Expired reset links, sign-in challenges and the like (used ones are
    // deleted when used), so none lingers into a backup.
    name: VERIFICATION_CLEANUP_TASK,
    retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
    expireInSeconds: 5 * 60,
    cron: "23 * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 30,
    handler: async () => {
      const deleted = await deleteExpiredVerifications();
      if (deleted) getLogger().info({ deleted }, "expired verification tokens deleted");
    },
  },
];

export type ResetOutcome = { ok: true } | { ok: false; reason: "invalid-link" };

/**
 * Sets the new password with a reset link's token: single use, and every
 * session of the account ends (better-auth, revokeSessionsOnPasswordReset).
 * Every other reset link of the account and the audit entry are handled by
 * better-auth's onPasswordReset hook (auth.server.ts).
 */
export async function resetPassword(
  token: string,
  newPassword: string,
  { request, ip }: Client,
): Promise<ResetOutcome> {
  try {
    await getAuth().api.resetPassword({
      body: { token, newPassword },
      headers: authHeaders(request, ip),
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, reason: "invalid-link" };
  }
  return { ok: true };
}
