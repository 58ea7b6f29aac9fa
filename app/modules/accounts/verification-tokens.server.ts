import { createHash } from "node:crypto";
import { and, eq, gt, like, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verification } from "~/db/schema";

/**
 * better-auth keeps its bearer tokens in the `verification` table: reset
 * links, the pending two-factor sign-in, trusted devices, sign-in codes,
 * provider sign-in state. The row is looked up by the token (its
 * identifier), so a stored plain identifier is a working credential for
 * whoever reads the database or a backup. We store only a SHA-256 of it
 * (better-auth's `verification.storeIdentifier`); the token exists only in
 * the e-mail, the cookie or the URL that carries it (decision 025).
 */

/** How better-auth names a reset link's row: `reset-password:<token>`. */
export const RESET_IDENTIFIER_PREFIX = "reset-password:";

// Reset rows keep a readable kind, so every outstanding link of one account
// can be revoked (their value is the account id). Neither stored form can be
// typed back as a plain identifier: better-auth also tries the plain form on
// lookup (for rows made before hashing), and every plain identifier starts
// with a kind and ":" or "-", never with these.
const RESET_STORED_PREFIX = "reset-password#";
const STORED_PREFIX = "sha256#";

function digest(identifier: string): string {
  return createHash("sha256").update(identifier, "utf8").digest("base64url");
}

/** The form a verification identifier is stored (and looked up) in. */
export function storedVerificationIdentifier(identifier: string): string {
  return identifier.startsWith(RESET_IDENTIFIER_PREFIX)
    ? `${RESET_STORED_PREFIX}${digest(identifier)}`
    : `${STORED_PREFIX}${digest(identifier)}`;
}

/** better-auth's `verification` options: hashed identifiers; expired rows go in our maintenance run. */
export const VERIFICATION_STORAGE = {
  storeIdentifier: { hash: async (identifier: string) => storedVerificationIdentifier(identifier) },
} as const;

/**
 * Whether a reset link's token can still be used (not spent, superseded or
 * expired), so the page says so when the link is opened, before a new
 * password is typed twice. Reading spends nothing.
 */
export async function isResetLinkLive(token: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const [row] = await db()
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(
          verification.identifier,
          storedVerificationIdentifier(`${RESET_IDENTIFIER_PREFIX}${token}`),
        ),
        gt(verification.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Ends every outstanding reset link of this account: when a new one is
 * issued, after a reset and after a password change. Returns how many.
 */
export async function revokeResetLinks(userId: string): Promise<number> {
  const rows = await db()
    .delete(verification)
    .where(
      and(eq(verification.value, userId), like(verification.identifier, `${RESET_STORED_PREFIX}%`)),
    )
    .returning({ id: verification.id });
  return rows.length;
}

/**
 * Deletes expired verification rows (used ones are deleted when used).
 * better-auth also sweeps now and then on lookups; this run makes sure
 * nothing expired lingers into a backup on a quiet site.
 */
export async function deleteExpiredVerifications(now = new Date()): Promise<number> {
  const rows = await db()
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  return rows.length;
}
