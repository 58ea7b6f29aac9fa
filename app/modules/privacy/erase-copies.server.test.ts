import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openPglite, setDatabase, type DatabaseHandle } from "~/db/client.server";
import { deliverMail } from "~/modules/mail/outgoing-mail.server";
import { outboxDir } from "~/utils/mail.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, insertApplication, insertInquiry } from "../../../tests/helpers/inbox";
import { messageMentions } from "./erased-copies.server";
import { erasePersonData } from "./person-data.server";

// Issue 25, item 5: after an erase nothing of the person is left in the
// outbox folder or in the embedded database's files (tables, indexes, WAL) —
// checked on a real data folder, byte by byte.

let handle: DatabaseHandle;
let dataDir = "";

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "arcwell-erase-"));
  handle = await openPglite({ dataDir });
  await handle.migrate();
  setDatabase(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  setDatabase(undefined);
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every file under the folder that holds the text (as UTF-8 bytes). */
async function filesHolding(dir: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, "utf8");
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await fs.readFile(file)).includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}

test("an erase leaves the person in no outbox file and in no file of the embedded database", async () => {
  const unique = `zq${crypto.randomBytes(6).toString("hex")}`;
  const email = `erase-${unique}@example.org`;
  const other = `keep-${unique.slice(2)}@example.org`;
  const actor = await adminActor((await createAdmin("eraser")).cookie);

  await insertApplication({ email, coverLetter: `My cover letter, ${unique}, in full.` });
  await insertInquiry({ email, message: `Our project ${unique} needs help.` });
  await insertInquiry({ email: other, message: "Someone else's project." });
  const mail = { from: "site@example.com", html: "<p>Body</p>" };
  await deliverMail(
    { ...mail, to: email, subject: "We received your application", text: `Hi ${unique}` },
    "application-confirmation",
  );
  await deliverMail(
    {
      ...mail,
      to: "team@example.com",
      replyTo: email,
      subject: "New application",
      text: `Cover letter: ${unique}`,
    },
    "application-team",
  );
  // Named only in the text (a forwarded note, say).
  await deliverMail(
    { ...mail, to: "team@example.com", subject: "FYI", text: `Please call ${email} back.` },
    "inquiry-team",
  );
  await deliverMail(
    { ...mail, to: other, subject: "We received your message", text: "Hi" },
    "inquiry-confirmation",
  );
  await handle.db.execute(sql`checkpoint`);
  // The copies this test looks for are there to begin with.
  expect(await filesHolding(dataDir, unique)).not.toEqual([]);
  expect((await filesHolding(outboxDir(), email)).length).toBe(3);

  expect(await erasePersonData(actor, email)).toEqual({ applications: 1, inquiries: 1 });

  expect(await filesHolding(outboxDir(), email)).toEqual([]);
  expect(await filesHolding(outboxDir(), unique)).toEqual([]);
  expect(await filesHolding(outboxDir(), other)).toHaveLength(1);
  const rows = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from email_deliveries
        where strpos(lower(to_address || coalesce(reply_to, '') || text_body), ${email}) > 0`,
  );
  expect(rows.rows[0]?.n).toBe(0);
  // Tables, their indexes and TOAST, the write-ahead log: none holds the person.
  expect(await filesHolding(dataDir, unique)).toEqual([]);
  expect(await filesHolding(dataDir, email)).toEqual([]);
  // The others' data is intact.
  expect(await filesHolding(dataDir, "Someone else's project.")).not.toEqual([]);
}, 120_000);

test("an address is found in a message's headers, quoted-printable or base64 body", () => {
  const email = "pat.person@example.org";
  expect(messageMentions(`To: Pat <PAT.Person@Example.org>\n\nHi`, email)).toBe(true);
  expect(
    messageMentions(
      `Content-Transfer-Encoding: quoted-printable\n\npat.per=\nson=40example.org`,
      email,
    ),
  ).toBe(true);
  const base64 = Buffer.from(`Write to ${email} please, this line is long enough.`).toString(
    "base64",
  );
  expect(messageMentions(`Content-Transfer-Encoding: base64\n\n${base64}\n`, email)).toBe(true);
  expect(messageMentions(`To: someone@example.org\n\nHi`, email)).toBe(false);
});
