import fs from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, expect, test } from "vitest";
import { applications, auditLog, emailDeliveries, inquiries } from "~/db/schema";
import { addApplicationNote } from "~/modules/applications/application-notes.server";
import { resumePath, storeResume } from "~/modules/applications/resume-storage.server";
import { deliverMail } from "~/modules/mail/outgoing-mail.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { SAMPLE_PDF } from "../../../tests/helpers/application-form";
import { adminActor, form, insertApplication, insertInquiry } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { erasePersonData, exportPersonData, findPersonData } from "./person-data.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { NoteSchema } from "~/modules/notes/note-schema";

const database = setupTestDatabase();
let cookie = "";
const EMAIL = "pat.person@example.org";

beforeAll(async () => {
  cookie = (await createAdmin("privacy")).cookie;
});

test("export holds every record of the person and their résumés; erase leaves none", async () => {
  const stored = await storeResume(SAMPLE_PDF);
  const first = await insertApplication({
    email: EMAIL,
    firstName: "Pat",
    lastName: "Person",
    jobTitle: "Data Engineer",
    resumeKey: stored.key,
  });
  const second = await insertApplication({ email: "PAT.Person@Example.org", jobTitle: "QA Lead" });
  const other = await insertApplication({ email: "someone.else@example.org" });
  const inquiry = await insertInquiry({ email: EMAIL, company: "Pat Co", name: "Pat Q. Person" });
  const actor = await adminActor(cookie);
  const mail = { from: "site@example.com", subject: "Thanks", text: "Body", html: "<p>Body</p>" };
  await deliverMail({ ...mail, to: EMAIL }, "inquiry-confirmation");
  await deliverMail({ ...mail, to: "team@example.com", replyTo: EMAIL }, "inquiry-team");
  await deliverMail({ ...mail, to: "someone.else@example.org" }, "inquiry-confirmation");
  await writeForm(NoteSchema, form({ body: "Great portfolio" }), (input) =>
    addApplicationNote(actor, first.id, input),
  );

  const found = await findPersonData(` ${EMAIL.toUpperCase()} `);
  expect(found.applications.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
  expect(found.inquiries.map((row) => row.id)).toEqual([inquiry.id]);

  const exported = await exportPersonData(actor, EMAIL);
  expect(exported).toMatchObject({ applications: 2, inquiries: 1 });
  // Named after the person (the name they gave last: the inquiry) and the day.
  expect(exported.fileName).toMatch(/^Pat-Q-Person-personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(exported.zip);
  const data = JSON.parse(strFromU8(files["data.json"]!));
  expect(data.applications.map((row: { id: string }) => row.id).sort()).toEqual(
    [first.id, second.id].sort(),
  );
  const withNote = data.applications.find((row: { id: string }) => row.id === first.id);
  expect(withNote.notes).toEqual([expect.objectContaining({ body: "Great portfolio" })]);
  expect(withNote.resumeFile).toBe("resumes/Pat-Person-Data-Engineer-resume.pdf");
  expect(
    Buffer.from(files["resumes/Pat-Person-Data-Engineer-resume.pdf"]!).equals(SAMPLE_PDF),
  ).toBe(true);
  expect(data.inquiries.map((row: { id: string }) => row.id)).toEqual([inquiry.id]);
  expect(data.emails.map((row: { to: string }) => row.to).sort()).toEqual(
    [EMAIL, "team@example.com"].sort(),
  );
  expect(JSON.stringify(data)).not.toContain(other.id);

  expect(await erasePersonData(actor, EMAIL)).toEqual({ applications: 2, inquiries: 1 });
  const { db } = database();
  expect(await findPersonData(EMAIL)).toEqual({ applications: [], inquiries: [] });
  expect(
    await fs.access(resumePath(stored.key)).then(
      () => true,
      () => false,
    ),
  ).toBe(false);
  expect(await db.select().from(applications).where(eq(applications.id, other.id))).toHaveLength(1);
  expect(await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id))).toEqual([]);
  const mailLeft = await db
    .select({ to: emailDeliveries.toAddress })
    .from(emailDeliveries)
    .where(
      inArray(emailDeliveries.toAddress, [EMAIL, "team@example.com", "someone.else@example.org"]),
    );
  expect(mailLeft).toEqual([{ to: "someone.else@example.org" }]);

  // The audit keeps that it happened, with counts, never the address.
  const entries = await db.select().from(auditLog).where(eq(auditLog.action, "person.erase"));
  expect(entries[0]?.details).toEqual({ applications: 2, inquiries: 1 });
  const exports = await db.select().from(auditLog).where(eq(auditLog.action, "person.export"));
  expect(JSON.stringify([...entries, ...exports])).not.toMatch(/pat\.person/i);
});

test("two applications of one person to the same job keep both résumés in the export", async () => {
  const email = "twice@example.org";
  const person = { email, firstName: "Sam", lastName: "Twice", jobTitle: "QA Lead" };
  const [one, two] = [await storeResume(SAMPLE_PDF), await storeResume(SAMPLE_PDF)];
  await insertApplication({ ...person, resumeKey: one.key });
  await insertApplication({ ...person, resumeKey: two.key });
  const exported = await exportPersonData(await adminActor(cookie), email);
  const names = Object.keys(unzipSync(exported.zip)).filter((name) => name.startsWith("resumes/"));
  expect(names.sort()).toEqual([
    "resumes/Sam-Twice-QA-Lead-resume-2.pdf",
    "resumes/Sam-Twice-QA-Lead-resume.pdf",
  ]);
  expect(exported.fileName).toMatch(/^Sam-Twice-personal-data-/);
});
