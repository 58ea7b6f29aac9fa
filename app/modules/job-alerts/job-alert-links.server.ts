import { and, eq, gt, inArray } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { jobAlertLinks } from "~/db/schema";
import { CANDIDATE_TOKEN_PATTERN } from "~/modules/applications/candidate-link-paths";
import {
  hashCandidateToken,
  newCandidateToken,
} from "~/modules/applications/candidate-links.server";

/**
 * The bearer links of job alerts, made and checked by the candidate links'
 * machinery (decision 042): 32 random bytes in the e-mail only, their
 * SHA-256 in the table.
 */

type Purpose = (typeof jobAlertLinks.$inferSelect)["purpose"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link for the subscription, in the caller's transaction (the e-mail is written in it). */
export async function issueAlertLink(
  tx: Tx,
  subscriptionId: string,
  purpose: Purpose,
  days: number,
  now = new Date(),
): Promise<string> {
  const token = newCandidateToken();
  await tx.insert(jobAlertLinks).values({
    subscriptionId,
    purpose,
    tokenHash: hashCandidateToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}

/** Many links at once (a batch of alert e-mails): one insert. */
export async function issueAlertLinks(
  tx: Tx,
  subscriptionIds: readonly string[],
  days: number,
  now = new Date(),
): Promise<Map<string, string>> {
  const tokens = new Map(subscriptionIds.map((id) => [id, newCandidateToken()]));
  if (!tokens.size) return tokens;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await tx.insert(jobAlertLinks).values(
    [...tokens].map(([subscriptionId, token]) => ({
      subscriptionId,
      purpose: "manage" as const,
      tokenHash: hashCandidateToken(token),
      createdAt: now,
      expiresAt,
    })),
  );
  return tokens;
}

/** Older confirmation links of a subscription stop when a new one is sent. */
export async function dropConfirmLinks(tx: Tx, subscriptionId: string): Promise<void> {
  await tx
    .delete(jobAlertLinks)
    .where(
      and(eq(jobAlertLinks.subscriptionId, subscriptionId), eq(jobAlertLinks.purpose, "confirm")),
    );
}

/** The subscription a working token opens; null for an unknown, malformed or expired one alike. */
export async function findAlertLink(
  token: string | undefined,
  now = new Date(),
  purposes: readonly Purpose[] = ["confirm", "manage"],
): Promise<{ subscriptionId: string; purpose: Purpose } | null> {
  if (!token || !CANDIDATE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db()
    .select({ subscriptionId: jobAlertLinks.subscriptionId, purpose: jobAlertLinks.purpose })
    .from(jobAlertLinks)
    .where(
      and(
        eq(jobAlertLinks.tokenHash, hashCandidateToken(token)),
        inArray(jobAlertLinks.purpose, [...purposes]),
        gt(jobAlertLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
