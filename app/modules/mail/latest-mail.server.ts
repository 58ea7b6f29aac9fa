import fs from "node:fs/promises";
import path from "node:path";
import { desc, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { db } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import { outboxDir } from "~/utils/mail.server";

/**
 * `npm run mail:latest`: the newest e-mails the site stored, decoded, for an
 * operator without SMTP (outbox mode) who wants the link in a verification
 * or reset e-mail. The `.eml` files in DATA_DIR/outbox are quoted-printable
 * (soft line breaks, `=3D`), so a link copied from one does not work. The
 * text is stored readable in `email_deliveries`, except for messages that
 * carry a secret link, whose text is cleared once sent: those are decoded
 * from their outbox file (mailparser), which is where outbox mode keeps them.
 */
export const LATEST_MAIL_DEFAULT_COUNT = 5;
export const LATEST_MAIL_MAX_COUNT = 50;

export type LatestMailQuery = { to?: string; count?: number };

export async function latestMail({ to, count = LATEST_MAIL_DEFAULT_COUNT }: LatestMailQuery) {
  const limit = Math.min(Math.max(1, Math.floor(count) || 1), LATEST_MAIL_MAX_COUNT);
  const rows = await db()
    .select({
      id: emailDeliveries.id,
      to: emailDeliveries.toAddress,
      subject: emailDeliveries.subject,
      text: emailDeliveries.textBody,
      status: emailDeliveries.status,
      createdAt: emailDeliveries.createdAt,
    })
    .from(emailDeliveries)
    .where(to ? sql`lower(${emailDeliveries.toAddress}) = ${to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(emailDeliveries.createdAt))
    .limit(limit);
  const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  return Promise.all(
    rows.map(async ({ id, ...row }) => {
      if (row.text) return row;
      const file = files.find((name) => name.endsWith(`-${id}.eml`));
      if (!file) return row;
      const parsed = await simpleParser(await fs.readFile(path.join(outboxDir(), file)));
      return { ...row, text: parsed.text ?? "" };
    }),
  );
}

/** The messages as the command prints them, newest last so the one wanted is by the prompt. */
export function formatLatestMail(messages: Awaited<ReturnType<typeof latestMail>>): string {
  if (!messages.length) return "No e-mail has been stored yet.";
  return [...messages]
    .reverse()
    .map((message) =>
      [
        `── ${message.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC · ${message.status}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        "",
        message.text || "(text cleared after sending; it was not written to the outbox folder)",
      ].join("\n"),
    )
    .join("\n\n");
}
