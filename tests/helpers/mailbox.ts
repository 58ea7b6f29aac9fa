import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { outboxDir } from "../../app/utils/mail.server";

export type ReceivedMail = { subject: string; text: string };

/** Every e-mail to this address in the outbox (DATA_DIR/outbox), oldest first. */
export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const mails: ReceivedMail[] = [];
  for (const file of files) {
    if (!file.endsWith(".eml")) continue;
    const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === email) {
      mails.push({ subject: mail.subject ?? "", text: mail.text ?? "" });
    }
  }
  return mails;
}

/**
 * Waits (a moment at most: mail may be sent in the background) until this
 * address has received `count` e-mails whose subject matches, and returns them.
 */
export async function waitForMails(
  email: string,
  subject: RegExp,
  count = 1,
  waitMs = 3_000,
): Promise<ReceivedMail[]> {
  const until = Date.now() + waitMs;
  for (;;) {
    const found = (await mailsTo(email)).filter((mail) => subject.test(mail.subject));
    if (found.length >= count || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
