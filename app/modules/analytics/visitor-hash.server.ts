import crypto from "node:crypto";
import { lt, eq } from "drizzle-orm";
import { db, getDatabase, type DatabaseHandle } from "~/db/client.server";
import { analyticsSalts } from "~/db/schema";

/** Bytes of the SHA-256 kept: 128 bits never collide among a day's visitors. */
const HASH_BYTES = 16;

export type VisitorInput = { salt: string; site: string; ip: string; userAgent: string };

/**
 * A visitor for one day: SHA-256(salt, site, address, user agent). The salt
 * is random and changes daily, and the address and user agent are never
 * stored, so the hash cannot be turned back into a person or matched with
 * another day's. NUL separators keep "a"+"bc" apart from "ab"+"c".
 */
export function visitorHash({ salt, site, ip, userAgent }: VisitorInput): string {
  // One-shot hash: no Hash object per beacon (the collection endpoint's hot path).
  return crypto
    .hash("sha256", `${salt}\0${site}\0${ip}\0${userAgent}`, "buffer")
    .toString("base64url", 0, HASH_BYTES);
}

// This process's copy of today's salt: one database read a day per instance
// (per database: tests open one per file).
let cached: { handle: DatabaseHandle; day: string; salt: Promise<string> } | undefined;

/**
 * The salt of `day`, made on first use by whichever instance comes first
 * (the others read the same row), and every older salt deleted with it: once
 * a day has passed, nothing can recompute its hashes.
 */
export function dailySalt(day: string): Promise<string> {
  const handle = getDatabase();
  if (cached?.day === day && cached.handle === handle) return cached.salt;
  const salt = loadSalt(day);
  cached = { handle, day, salt };
  // A failed read (the database restarting) is tried again on the next view.
  salt.catch(() => {
    if (cached?.salt === salt) cached = undefined;
  });
  return salt;
}

async function loadSalt(day: string): Promise<string> {
  const fresh = crypto.randomBytes(32).toString("base64url");
  await db().insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await db().select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  await deleteSaltsBefore(day);
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}

/** Deletes the salts of days before `day` (at a new day, and by the daily rollup task). */
export async function deleteSaltsBefore(day: string): Promise<number> {
  const deleted = await db()
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, day))
    .returning({ day: analyticsSalts.day });
  return deleted.length;
}
