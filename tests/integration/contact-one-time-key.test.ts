import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailDeliveries, inquiries } from "~/db/schema";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 25, item 20: the contact form's one-time key. A message saved but
// never answered (a crash, a lost connection) and sent again is one inquiry.
const database = setupTestDatabase();
const handle = createTestRequestHandler();

const keyIn = (html: string) =>
  /<input type="hidden" name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];

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

test("each rendered contact form has its own key and is never cached", async () => {
  const first = await handle(new Request("http://localhost:3000/contact"));
  const second = await handle(new Request("http://localhost:3000/contact"));
  const [a, b] = [keyIn(await first.text()), keyIn(await second.text())];
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  expect(a).not.toBe(b);
  expect(first.headers.get("cache-control")).toBe("private, no-store");
});

test("the same submission posted twice makes one inquiry and one confirmation, and the second post answers like the first", async () => {
  const page = await handle(new Request("http://localhost:3000/contact"));
  const idempotencyKey = keyIn(await page.text())!;
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

  // Another form (another key) with the same words is another message.
  const otherPage = await handle(new Request("http://localhost:3000/contact"));
  await post({ ...fields, idempotencyKey: keyIn(await otherPage.text())! });
  expect(
    await db.select().from(inquiries).where(eq(inquiries.email, "twice@example.org")),
  ).toHaveLength(2);
});

test("posts sent at the same time with one key make one inquiry", async () => {
  const page = await handle(new Request("http://localhost:3000/contact"));
  const fields = {
    name: "Race Sender",
    email: "race@example.org",
    company: "Race Ltd",
    service: "data",
    message: "Double click.",
    privacy: "on",
    idempotencyKey: keyIn(await page.text())!,
  };
  const answers = await Promise.all([post(fields), post(fields), post(fields)]);
  expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
  const stored = await database()
    .db.select()
    .from(inquiries)
    .where(eq(inquiries.email, "race@example.org"));
  expect(stored).toHaveLength(1);
});

test("a post without the key (a page from before it had one) is told to send again, and nothing is stored", async () => {
  const response = await post({
    name: "Old Page",
    email: "old-page@example.org",
    company: "Stale Ltd",
    service: "data",
    message: "From a page rendered before the key.",
    privacy: "on",
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("This form had expired. Please send your message again.");
  // The answer's form has a new key, so sending it again works.
  expect(keyIn(html)).toBeDefined();
  expect(
    await database().db.select().from(inquiries).where(eq(inquiries.email, "old-page@example.org")),
  ).toEqual([]);
});
