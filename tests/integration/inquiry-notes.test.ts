import { strFromU8, unzipSync } from "fflate";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, inquiryNotes } from "~/db/schema";
import { erasePersonData, exportPersonData } from "~/modules/privacy/person-data.server";
import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from "~/modules/notes/note-schema";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { adminActor, insertInquiry } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Inquiries get internal notes like applications (issue 29 item 22), through
// the whole request pipeline: added on the inquiry page, listed newest first,
// audited, refused when blank (typed text kept), in the person's privacy
// export and gone with the erase.
setupTestDatabase();
const handle = createTestRequestHandler();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("inquirynotes")).cookie;
});

const page = (id: string) => `http://localhost:3000/admin/inquiries/${id}`;
const post = (id: string, body: Record<string, string>, as = cookie) =>
  handle(
    new Request(page(id), {
      method: "POST",
      headers: { cookie: as, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    }),
  );
const html = async (id: string) =>
  (await (await handle(new Request(page(id), { headers: { cookie } }))).text()).replaceAll(
    "<!-- -->",
    "",
  );

test("a note is added on the inquiry page, listed newest first, signed and audited", async () => {
  const inquiry = await insertInquiry({ email: "notes.person@example.org" });
  const before = await html(inquiry.id);
  expect(before).toContain("Internal notes");
  expect(before).toContain("No notes yet.");

  for (const body of ["Called back, wants a quote", "Quote sent on Monday"]) {
    const response = await post(inquiry.id, { intent: "add-note", body });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/admin/inquiries/${inquiry.id}?notice=note-added`,
    );
  }
  const after = await html(inquiry.id);
  expect(after.indexOf("Quote sent on Monday")).toBeLessThan(
    after.indexOf("Called back, wants a quote"),
  );
  expect(after).toContain("Admin inquirynotes");
  const entries = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "inquiry.note"), eq(auditLog.targetId, inquiry.id)));
  expect(entries).toHaveLength(2);
  expect(JSON.stringify(entries)).not.toContain("Quote sent");
});

test("a blank or too long note is a field error with the typed text kept; nothing is stored", async () => {
  const inquiry = await insertInquiry({});
  const blank = await post(inquiry.id, { intent: "add-note", body: "   " });
  expect(blank.status).toBe(400);
  expect(await blank.text()).toContain(NOTE_MESSAGES.required);
  const long = "x".repeat(NOTE_MAX_LENGTH + 1);
  const tooLong = await post(inquiry.id, { intent: "add-note", body: long });
  expect(tooLong.status).toBe(400);
  const text = await tooLong.text();
  expect(text).toContain(NOTE_MESSAGES.tooLong);
  expect(text).toContain(long);
  expect(
    await db().select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, inquiry.id)),
  ).toEqual([]);
});

test("an account without the inquiries role cannot add a note", async () => {
  const inquiry = await insertInquiry({});
  const outsider = await createVerifiedAccount("no-role");
  const response = await post(inquiry.id, { intent: "add-note", body: "Sneaky" }, outsider.cookie);
  // Signed in but not approved: sent to the waiting page, not the saved note.
  expect(response.headers.get("location") ?? "").not.toContain("note-added");
  expect(
    await db().select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, inquiry.id)),
  ).toEqual([]);
});

test("the person's privacy export holds their inquiries' notes; the erase removes them", async () => {
  const email = "noted.sender@example.org";
  const inquiry = await insertInquiry({ email });
  await post(inquiry.id, { intent: "add-note", body: "Prefers phone calls" });
  const actor = await adminActor(cookie);
  const exported = await exportPersonData(actor, email);
  const data = JSON.parse(strFromU8(unzipSync(exported.zip)["data.json"]!));
  expect(data.inquiries[0].notes).toEqual([
    expect.objectContaining({ body: "Prefers phone calls", authorName: "Admin inquirynotes" }),
  ]);
  await erasePersonData(actor, email);
  expect(
    await db().select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, inquiry.id)),
  ).toEqual([]);
});
