import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailDeliveries, inquiries } from "~/db/schema";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 25, item 20: the contact form's one-time key. A message saved but
// never answered (a crash, a lost connection) and sent again is one inquiry.
// Issue 26: the page carries the key empty, so it is cached like any page; the
// browser fills in a random key (app/browser/one-time-key.ts, the tests send
// crypto.randomUUID() as it does), and a form sent without one gets a key
// made from its content.
const database = setupTestDatabase();
const handle = createTestRequestHandler();

const keyField = (html: string) => /<input[^>]*name="idempotencyKey"[^>]*>/.exec(html)?.[0];

let visitor = 0;
const post = (fields: Record<string, string>) =>
  handle(
    new Request("http://localhost:3000/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    // A visitor of its own per post: the per-address limit is not under test.
    `198.51.100.${++visitor}`,
  );

test("the contact page is the same for everyone and may be cached: its key field is empty, for the browser to fill", async () => {
  const first = await handle(new Request("http://localhost:3000/contact"));
  const second = await handle(new Request("http://localhost:3000/contact"));
  const [a, b] = [keyField(await first.text()), keyField(await second.text())];
  expect(a).toBeDefined();
  expect(a).toContain('value=""');
  expect(a).toContain("data-one-time-key");
  expect(b).toBe(a);
  expect(first.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
});

test("the same submission posted twice makes one inquiry and one confirmation, and the second post answers like the first", async () => {
  const idempotencyKey = crypto.randomUUID();
  const fields = {
    name: "Twice Sent",
    email: "twice@example.org",
    company: "Echo Ltd",
    service: "cloud",
    message: "Sent once, arrived twice?",
    privacy: "on",
    idempotencyKey,
  };
  const first = await post(fields);
  const second = await post(fields);
  expect(first.status).toBe(302);
  expect(second.status).toBe(first.status);
  expect(second.headers.get("location")).toBe(first.headers.get("location"));

  const db = database().db;
  const stored = await db.select().from(inquiries).where(eq(inquiries.email, "twice@example.org"));
  expect(stored).toHaveLength(1);
  const mails = await db
    .select({ purpose: emailDeliveries.purpose })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, "twice@example.org"));
  expect(mails).toEqual([{ purpose: "inquiry-confirmation" }]);

  // Another page view (another key) with the same words is another message.
  await post({ ...fields, idempotencyKey: crypto.randomUUID() });
  expect(
    await db.select().from(inquiries).where(eq(inquiries.email, "twice@example.org")),
  ).toHaveLength(2);
});

test("posts sent at the same time with one key make one inquiry", async () => {
  const fields = {
    name: "Race Sender",
    email: "race@example.org",
    company: "Race Ltd",
    service: "data",
    message: "Double click.",
    privacy: "on",
    idempotencyKey: crypto.randomUUID(),
  };
  const answers = await Promise.all([post(fields), post(fields), post(fields)]);
  expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
  const stored = await database()
    .db.select()
    .from(inquiries)
    .where(eq(inquiries.email, "race@example.org"));
  expect(stored).toHaveLength(1);
});

test("without a key (no JavaScript), the same words sent twice are one inquiry and other words another", async () => {
  const fields = {
    name: "No Script",
    email: "no-script@example.org",
    company: "Plain HTML Ltd",
    service: "data",
    message: "Sent from a browser without JavaScript.",
    privacy: "on",
    idempotencyKey: "",
  };
  const first = await post(fields);
  const second = await post(fields);
  expect(first.status).toBe(302);
  expect(second.status).toBe(302);
  expect(second.headers.get("location")).toBe(first.headers.get("location"));
  const stored = () =>
    database().db.select().from(inquiries).where(eq(inquiries.email, "no-script@example.org"));
  expect(await stored()).toHaveLength(1);

  // The field left out altogether counts as empty.
  const { idempotencyKey: _none, ...withoutField } = fields;
  expect((await post(withoutField)).status).toBe(302);
  expect(await stored()).toHaveLength(1);

  await post({ ...fields, message: "A second question, a day later in my head." });
  expect(await stored()).toHaveLength(2);
});

test("a key that is not one the page could have made is refused with a message to send again, and nothing is stored", async () => {
  const response = await post({
    name: "Odd Key",
    email: "odd-key@example.org",
    company: "Stale Ltd",
    service: "data",
    message: "From a tampered page.",
    privacy: "on",
    idempotencyKey: "not-a-key",
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("This form had expired. Please send your message again.");
  // The answer's form has an empty key again, for the browser to fill.
  expect(keyField(html)).toContain('value=""');
  expect(
    await database().db.select().from(inquiries).where(eq(inquiries.email, "odd-key@example.org")),
  ).toEqual([]);
});
