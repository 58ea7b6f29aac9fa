import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeAll, expect, test } from "vitest";
import { applicationNotes, auditLog } from "~/db/schema";
import { outboxDir } from "~/utils/mail.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form, insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { changeApplicationStatus } from "./applications-admin.server";
import { STATUS_EMAIL_DEFAULTS } from "./status-email-schema";
import {
  fillTemplate,
  getStatusEmailTemplates,
  saveStatusEmailTemplates,
} from "./status-emails.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { StatusEmailTemplatesSchema } from "~/modules/applications/status-email-schema";
import { ApplicationStatusSchema } from "~/modules/applications/application-admin-schema";

const database = setupTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("templates")).cookie;
});

async function mailsTo(email: string) {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(fs.readFileSync(path.join(dir, file)))),
  );
  return mails.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email);
}

test("templates: the defaults until saved; a bad save is refused field by field", async () => {
  expect(await getStatusEmailTemplates()).toEqual(STATUS_EMAIL_DEFAULTS);
  const actor = await adminActor(cookie);
  const refused = await writeForm(
    StatusEmailTemplatesSchema,
    form({
      "interview.subject": " ",
      "interview.body": "Hi",
      "rejected.subject": "Thanks",
      "rejected.body": "Bye",
    }),
    (input) => saveStatusEmailTemplates(actor, input),
  );
  expect(refused).toMatchObject({ ok: false, reason: "invalid" });
  expect(refused.ok ? null : refused.result?.error).toMatchObject({
    "interview.subject": ["A subject is required"],
  });
  const saved = await writeForm(
    StatusEmailTemplatesSchema,
    form({
      "interview.subject": "Let's talk about {jobTitle}",
      "interview.body": "Hi {firstName}, {companyName} would like to meet you. {unknown} stays.",
      "rejected.subject": "About {jobTitle}",
      "rejected.body": "Thank you, {firstName}.",
    }),
    (input) => saveStatusEmailTemplates(actor, input),
  );
  expect(saved).toEqual({ ok: true, value: null });
  expect((await getStatusEmailTemplates()).interview.subject).toBe("Let's talk about {jobTitle}");
  expect(fillTemplate("{a} {b} {c}", { a: "1", b: "2" })).toBe("1 2 {c}");
});

test("moving to Interview with the box ticked e-mails the candidate and notes it; otherwise nothing is sent", async () => {
  const actor = await adminActor(cookie);
  const candidate = await insertApplication({
    firstName: "Casey",
    email: "casey.candidate@example.org",
    jobTitle: "Data Engineer",
  });
  const quiet = await writeForm(ApplicationStatusSchema, form({ status: "review" }), (input) =>
    changeApplicationStatus(actor, candidate.id, input),
  );
  expect(quiet).toMatchObject({ ok: true, value: { emailed: null } });

  const moved = await writeForm(
    ApplicationStatusSchema,
    form({ status: "interview", notify: "on" }),
    (input) => changeApplicationStatus(actor, candidate.id, input),
  );
  expect(moved).toMatchObject({ ok: true, value: { to: "interview", emailed: true } });
  const [mail] = await mailsTo("casey.candidate@example.org");
  expect(mail?.subject).toBe("Let's talk about Data Engineer");
  expect(mail?.text).toContain(
    "Hi Casey, Arcwell Technologies would like to meet you. {unknown} stays.",
  );

  const notes = await database()
    .db.select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, candidate.id));
  expect(notes.map((note) => note.body)).toEqual([
    "Emailed the candidate: “Let's talk about Data Engineer”",
  ]);
  const [entry] = await database()
    .db.select()
    .from(auditLog)
    .where(eq(auditLog.action, "application.email"));
  expect(entry).toMatchObject({ targetId: candidate.id, details: { template: "interview" } });

  // Saving the same status again sends nothing more.
  await writeForm(ApplicationStatusSchema, form({ status: "interview", notify: "on" }), (input) =>
    changeApplicationStatus(actor, candidate.id, input),
  );
  expect(await mailsTo("casey.candidate@example.org")).toHaveLength(1);
});
