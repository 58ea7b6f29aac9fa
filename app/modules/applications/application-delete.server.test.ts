import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { applicationNotes, applications, auditLog, inquiries } from "~/db/schema";
import { deleteInquiry } from "~/modules/inquiries/inquiry-delete.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { SAMPLE_PDF } from "../../../tests/helpers/application-form";
import { adminActor, form, insertApplication, insertInquiry } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { deleteApplication } from "./application-delete.server";
import { addApplicationNote } from "./application-notes.server";
import { resumeFileExists } from "./resume-download.server";
import { storeResume } from "./resume-storage.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { NoteSchema } from "~/modules/notes/note-schema";

const database = setupTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("deleter")).cookie;
});

test("deleting an application removes the row, its notes and its résumé; the audit keeps no personal data", async () => {
  const stored = await storeResume(SAMPLE_PDF);
  const application = await insertApplication({
    firstName: "Delia",
    lastName: "Deleted",
    email: "delia.deleted@example.org",
    jobTitle: "Data Engineer",
    resumeKey: stored.key,
  });
  const actor = await adminActor(cookie);
  await writeForm(NoteSchema, form({ body: "Strong candidate" }), (input) =>
    addApplicationNote(actor, application.id, input),
  );

  expect(await deleteApplication(actor, application.id)).toEqual({
    ok: true,
    value: { jobTitle: "Data Engineer" },
  });
  const { db } = database();
  expect(await db.select().from(applications).where(eq(applications.id, application.id))).toEqual(
    [],
  );
  expect(
    await db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, application.id)),
  ).toEqual([]);
  expect(await resumeFileExists(stored.key)).toBe(false);
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "application.delete"));
  expect(entry).toMatchObject({ targetId: application.id, details: { job: "Data Engineer" } });
  expect(JSON.stringify(entry)).not.toMatch(/Delia|delia\.deleted/);

  // Gone is gone: a second delete and a malformed id are 404.
  expect(await deleteApplication(actor, application.id)).toMatchObject({
    ok: false,
    reason: "not-found",
  });
  expect(await deleteApplication(actor, "not-a-uuid")).toMatchObject({
    ok: false,
    reason: "not-found",
  });
});

test("deleting an inquiry removes it and records only that it happened", async () => {
  const inquiry = await insertInquiry({ name: "Ingrid Inquirer", email: "ingrid@example.org" });
  const other = await insertInquiry();
  const actor = await adminActor(cookie);
  expect(await deleteInquiry(actor, inquiry.id)).toEqual({ ok: true, value: null });
  const { db } = database();
  expect(await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id))).toEqual([]);
  expect(await db.select().from(inquiries).where(eq(inquiries.id, other.id))).toHaveLength(1);
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "inquiry.delete"));
  expect(entry?.targetId).toBe(inquiry.id);
  expect(JSON.stringify(entry)).not.toMatch(/Ingrid|ingrid@/);
  expect(await deleteInquiry(actor, inquiry.id)).toMatchObject({ ok: false, reason: "not-found" });
});
