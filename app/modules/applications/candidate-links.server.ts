import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { candidateLinks } from "~/db/schema";
import { CANDIDATE_TOKEN_PATTERN } from "./candidate-link-paths";

/**
 * A candidate's private links. The token (32 random bytes, base64url) goes
 * into one e-mail and nowhere else; the database keeps its SHA-256, so a
 * backup, a copied table or a read-only login opens nothing. A link works
 * until it expires or is revoked — a newer link of the same purpose for the
 * same application revokes the older one — and goes with its application.
 */

type CandidateLinkPurpose = (typeof candidateLinks.$inferSelect)["purpose"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is stored for a token: 256 random bits need no salt or stretching. */
export function hashCandidateToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function newCandidateToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** When an application's status link stops: the day retention may delete the application. */
export function statusLinkExpiry(appliedAt: Date, retentionDays: number): Date {
  return new Date(appliedAt.getTime() + retentionDays * DAY_MS);
}

/**
 * A new link for the application, in the caller's transaction (the e-mail
 * carrying it is written in the same one); older working links of the same
 * purpose stop at once. Returns the token, which is never stored.
 */
export async function issueCandidateLink(
  tx: Tx,
  applicationId: string,
  purpose: CandidateLinkPurpose,
  expiresAt: Date,
  now = new Date(),
): Promise<string> {
  await tx
    .update(candidateLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(candidateLinks.applicationId, applicationId),
        eq(candidateLinks.purpose, purpose),
        isNull(candidateLinks.revokedAt),
      ),
    );
  const token = newCandidateToken();
  await tx.insert(candidateLinks).values({
    applicationId,
    purpose,
    tokenHash: hashCandidateToken(token),
    createdAt: now,
    expiresAt,
  });
  return token;
}

export type WorkingLink = { id: string; applicationId: string };

/**
 * The link a token opens for this purpose, while it works; null for an
 * unknown, malformed, expired or revoked token alike — the page never says
 * which.
 */
export async function findWorkingLink(
  token: string | undefined,
  purpose: CandidateLinkPurpose,
  now = new Date(),
  handle: Tx | ReturnType<typeof db> = db(),
): Promise<WorkingLink | null> {
  if (!token || !CANDIDATE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await handle
    .select({ id: candidateLinks.id, applicationId: candidateLinks.applicationId })
    .from(candidateLinks)
    .where(
      and(
        eq(candidateLinks.tokenHash, hashCandidateToken(token)),
        eq(candidateLinks.purpose, purpose),
        isNull(candidateLinks.revokedAt),
        gt(candidateLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses a one-time link: true when this call was the one that used it. */
export async function useOneTimeLink(tx: Tx, linkId: string, now = new Date()): Promise<boolean> {
  const used = await tx
    .update(candidateLinks)
    .set({ revokedAt: now })
    .where(and(eq(candidateLinks.id, linkId), isNull(candidateLinks.revokedAt)))
    .returning({ id: candidateLinks.id });
  return used.length === 1;
}
