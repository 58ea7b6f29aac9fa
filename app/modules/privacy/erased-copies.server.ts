import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDatabase } from "~/db/client.server";
import { getLogger } from "~/utils/logger.server";
import { outboxDir } from "~/utils/mail.server";

/**
 * What an erase leaves outside the rows it deletes (issue 25): the outbox
 * folder's copies of the e-mails to and about the person, and the deleted
 * rows themselves, still in the database's files and write-ahead log until
 * the space is reused — and so in every backup made later.
 */

/** The tables an erase deletes from (notes go with their application). */
export const ERASED_TABLES = [
  "applications",
  "application_notes",
  "inquiries",
  "email_deliveries",
  "job_alert_subscriptions",
  "job_alert_links",
  "job_alert_sends",
  "job_invitations",
] as const;

/** Quoted-printable undone: soft line breaks joined, `=40` and the like decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Base64 blocks (MIME bodies) decoded, so an address inside one is found too. */
function decodeBase64Blocks(text: string): string[] {
  const blocks = text.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8"));
}

/** Whether a stored message mentions the address, in a header or any body part. */
export function messageMentions(raw: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  return [raw, decodeQuotedPrintable(raw), ...decodeBase64Blocks(raw)].some((text) =>
    text.toLowerCase().includes(address),
  );
}

/**
 * Deletes every file in the outbox folder that mentions the address, found
 * by content (whatever the files are named: finished messages and ones still
 * being written alike). Returns how many went.
 */
export async function removeOutboxMessagesOf(email: string): Promise<number> {
  const dir = outboxDir();
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const raw = await fs.readFile(file, "utf8").catch(() => null);
    if (raw === null || !messageMentions(raw, email)) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Rewrites the erased tables (VACUUM FULL: new files holding only the live
 * rows, indexes and TOAST included) and ends the write-ahead log that still
 * holds the deleted rows. The embedded database: its log segments are
 * deleted rather than recycled, then a switch to a new segment and a
 * checkpoint retire the old ones, so no file in DATA_DIR/db holds the rows.
 * PostgreSQL: the same statements as far as the site's database role may run
 * them; a refusal is logged, never fails the erase (the server's WAL, its
 * archive and replicas are the operator's to age out).
 */
export async function reclaimErasedSpace(): Promise<{ refused: string[] }> {
  const handle = getDatabase();
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  const refused: string[] = [];
  const attempt = async (statement: string) => {
    try {
      await run(statement);
    } catch (error) {
      refused.push(statement);
      getLogger().warn({ err: error, statement }, "erase: space not reclaimed by this statement");
    }
  };
  for (const table of ERASED_TABLES) await attempt(`VACUUM (FULL, ANALYZE) "${table}"`);
  if (handle.kind === "pglite") {
    // One process: this session's settings are the checkpointer's.
    await run("SET wal_recycle = off");
    await run("CHECKPOINT");
    await run("SELECT pg_switch_wal()");
    await run("CHECKPOINT");
    await run("RESET wal_recycle");
  } else {
    await attempt("CHECKPOINT");
  }
  return { refused };
}
