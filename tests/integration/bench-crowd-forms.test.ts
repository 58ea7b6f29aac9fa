import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { applications, inquiries } from "~/db/schema";
import {
  APPLICATION_ACKNOWLEDGED,
  CONTACT_ACKNOWLEDGED,
  applicationBody,
  contactBody,
  oneTimeKey,
  storedCheck,
  type FormBody,
} from "../../scripts/bench/crowd-forms.mjs";
import { insertOpenJob } from "../helpers/application-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 26 item 7: the crowd bench counts a form as acknowledged only when the
// server answers its POST with the success redirect, and then looks for the
// row by its token. These are the bench's own bodies through the real routes:
// were they refused (a field renamed, the key not found), the bench would
// measure error pages instead of stored submissions.
const database = setupTestDatabase();
const handle = createTestRequestHandler();
const JOB_ID = "crowd-engineer";

let visitor = 0;
async function sendForm(formPath: string, token: string, encode: typeof applicationBody) {
  const page = await handle(new Request(`http://localhost:3000${formPath}`));
  expect(page.status).toBe(200);
  const key = oneTimeKey(await page.text());
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const { contentType, body }: FormBody = encode(token, key!);
  const post = () =>
    handle(
      new Request(`http://localhost:3000${formPath}`, {
        method: "POST",
        headers: { "content-type": contentType },
        body: new Uint8Array(body),
      }),
      `198.18.0.${++visitor}`,
    );
  // A double click, as one form in ten of the bench's: both acknowledged.
  return [await post(), await post()];
}

test("the bench's application (with its PDF) is acknowledged by the apply route and stored once", async () => {
  await insertOpenJob(database().db, JOB_ID, "Crowd Engineer");
  const token = "crowd-test-a1@bench.example";
  const answers = await sendForm(`/careers/apply/${JOB_ID}`, token, applicationBody);
  for (const answer of answers) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(APPLICATION_ACKNOWLEDGED);
  }
  const rows = await database().db.select().from(applications).where(eq(applications.email, token));
  expect(rows).toHaveLength(1);
});

test("the bench's contact message is acknowledged by the contact route and stored once", async () => {
  const token = "crowd-test-c1@bench.example";
  const answers = await sendForm("/contact", token, contactBody);
  for (const answer of answers) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(CONTACT_ACKNOWLEDGED);
  }
  const rows = await database().db.select().from(inquiries).where(eq(inquiries.email, token));
  expect(rows).toHaveLength(1);
});

test("the stored check fails on an acknowledged submission that is missing or stored twice, and only then", () => {
  const sent = [
    { token: "a", posts: 1, acknowledged: true },
    { token: "b", posts: 2, acknowledged: true },
    { token: "c", posts: 1, acknowledged: false },
  ];
  const all = storedCheck(
    sent,
    new Map([
      ["a", 1],
      ["b", 1],
      ["c", 1],
    ]),
  );
  expect(all).toMatchObject({ ok: true, acknowledged: 2, sentTwice: 1, storedOnce: 2 });
  expect(all.storedNotAcknowledged).toBe(1);
  // A timed-out form that was never stored is no loss: nothing promised it.
  expect(
    storedCheck(
      sent,
      new Map([
        ["a", 1],
        ["b", 1],
      ]),
    ).ok,
  ).toBe(true);
  expect(storedCheck(sent, new Map([["a", 1]]))).toMatchObject({ ok: false, lost: 1 });
  expect(
    storedCheck(
      sent,
      new Map([
        ["a", 1],
        ["b", 2],
      ]),
    ),
  ).toMatchObject({
    ok: false,
    storedTwice: 1,
  });
});
