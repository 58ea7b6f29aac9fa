import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { applicationNotes, applications, auditLog } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form, insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  APPLICATION_ADMIN_MESSAGES,
  APPLICATION_NOTE_MAX_LENGTH,
} from "./application-admin-schema";
import { addApplicationNote, listApplicationNotes } from "./application-notes.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { NoteSchema } from "~/modules/notes/note-schema";

const database = setupTestDatabase();
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  admin = await createAdmin("notes");
});

test("notes are signed with the admin's name, listed newest first and audited without their text", async () => {
  const application = await insertApplication();
  const first = await writeForm(
    NoteSchema,
    form({ body: "  Strong system design answers.  " }),
    async (input) => addApplicationNote(await adminActor(admin.cookie), application.id, input),
  );
  const second = await writeForm(
    NoteSchema,
    form({ body: "Asked for a second interview\nwith the platform team." }),
    async (input) => addApplicationNote(await adminActor(admin.cookie), application.id, input),
  );
  expect(first.ok).toBe(true);
  expect(second.ok).toBe(true);

  const notes = await listApplicationNotes(application.id);
  expect(notes.map((note) => note.body)).toEqual([
    "Asked for a second interview\nwith the platform team.",
    "Strong system design answers.",
  ]);
  expect(notes[0]?.authorName).toBe("Admin notes");

  const [stored] = await database()
    .db.select()
    .from(applicationNotes)
    .where(eq(applicationNotes.body, "Strong system design answers."));
  expect(stored?.authorId).toBe(admin.id);

  const entries = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "application.note"), eq(auditLog.targetId, application.id)));
  expect(entries).toHaveLength(2);
  expect(JSON.stringify(entries)).not.toContain("system design");
});

test("an empty or too long note is refused with its message; nothing is stored", async () => {
  const application = await insertApplication();
  const cases = [
    ["   ", APPLICATION_ADMIN_MESSAGES.noteRequired],
    ["x".repeat(APPLICATION_NOTE_MAX_LENGTH + 1), APPLICATION_ADMIN_MESSAGES.noteTooLong],
  ] as const;
  for (const [body, message] of cases) {
    const result = await writeForm(NoteSchema, form({ body }), async (input) =>
      addApplicationNote(await adminActor(admin.cookie), application.id, input),
    );
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
    if (!result.ok) expect(result.result?.error?.body).toEqual([message]);
  }
  expect(APPLICATION_ADMIN_MESSAGES.noteTooLong).toBe("A note can be at most 5,000 characters");
  expect(await listApplicationNotes(application.id)).toEqual([]);
});

test("a note for an unknown application is not found", async () => {
  const missing = await writeForm(NoteSchema, form({ body: "Hello" }), async (input) =>
    addApplicationNote(
      await adminActor(admin.cookie),
      "00000000-0000-4000-8000-000000000000",
      input,
    ),
  );
  expect(missing).toMatchObject({ ok: false, reason: "not-found" });
});

test("notes go with their application when it is deleted", async () => {
  const application = await insertApplication();
  await writeForm(NoteSchema, form({ body: "Keep?" }), async (input) =>
    addApplicationNote(await adminActor(admin.cookie), application.id, input),
  );
  await database().db.delete(applications).where(eq(applications.id, application.id));
  const left = await database()
    .db.select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, application.id));
  expect(left).toEqual([]);
});
