import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { applications, auditLog, jobs } from "~/db/schema";
import { exportApplicationsCsv } from "~/modules/applications/applications-csv.server";
import { listApplicationsPageForAdmin } from "~/modules/applications/applications-admin.server";
import { parseApplicationFilters } from "~/modules/applications/application-filters";
import { ScreeningQuestionsSchema } from "~/modules/jobs/screening-questions";
import { createAdmin } from "../helpers/accounts";
import {
  applicationFormData,
  insertOpenJob,
  validApplicationFields,
} from "../helpers/application-form";
import { adminActor } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 4: screening questions per job — asked on the apply form,
// checked by the schema built from the job's questions, stored with the
// question as asked, flagged (never refused) by a knockout answer.
const database = setupTestDatabase();
const handle = createTestRequestHandler();
const JOB_ID = "kotlin-developer";
const APPLY = `http://localhost:3000/careers/apply/${JOB_ID}`;
let cookie = "";

const QUESTIONS = ScreeningQuestionsSchema.parse([
  {
    id: "auth",
    kind: "yes-no",
    text: "Are you authorised to work in the US?",
    required: true,
    knockoutAnswer: "no",
  },
  {
    id: "years",
    kind: "number",
    text: "Years of Kotlin?",
    required: true,
    min: 3,
    knockoutOutside: true,
  },
  { id: "notice", kind: "short-text", text: "Notice period?", required: false },
]);

beforeAll(async () => {
  cookie = (await createAdmin("screening")).cookie;
  await insertOpenJob(database().db, JOB_ID, "Kotlin Developer");
  await database()
    .db.update(jobs)
    .set({ screeningQuestions: QUESTIONS })
    .where(eq(jobs.id, JOB_ID));
});

async function apply(fields: Record<string, string>) {
  const response = await handle(
    new Request(APPLY, { method: "POST", body: applicationFormData(fields) }),
    crypto.randomUUID(),
  );
  return { status: response.status, html: await response.text() };
}

const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

async function storedFor(email: string) {
  const [row] = await database()
    .db.select()
    .from(applications)
    .where(eq(applications.email, email));
  return row;
}

test("the apply page asks the job's questions as proper fields, without the knockout rules", async () => {
  const response = await handle(new Request(APPLY));
  expect(response.status).toBe(200);
  const html = decode(await response.text());
  expect(html).toContain("<legend");
  expect(html).toMatch(/<legend[^>]*>Are you authorised to work in the US\?/);
  expect(html).toMatch(
    /type="radio"[^>]*name="screening-auth"[^>]*value="yes"|name="screening-auth"[^>]*type="radio"/,
  );
  expect(html).toMatch(
    /<input[^>]*type="number"[^>]*name="screening-years"|<input[^>]*name="screening-years"[^>]*type="number"/,
  );
  expect(html).toContain('name="screening-notice"');
  expect(html).not.toMatch(/knockout/i);
});

test("a knockout answer is stored as usual and flagged with the rule that fired", async () => {
  const email = "knocked.out@example.org";
  const { status } = await apply(
    validApplicationFields({
      email,
      "screening-auth": "no",
      "screening-years": "5",
      "screening-notice": "Two weeks",
    }),
  );
  expect(status).toBe(302);
  const row = await storedFor(email);
  expect(row?.knockout).toBe(true);
  expect(row?.screeningAnswers).toEqual([
    {
      questionId: "auth",
      question: "Are you authorised to work in the US?",
      kind: "yes-no",
      answer: "No",
      knockout: { rule: "answer" },
    },
    {
      questionId: "years",
      question: "Years of Kotlin?",
      kind: "number",
      answer: "5",
      knockout: null,
    },
    {
      questionId: "notice",
      question: "Notice period?",
      kind: "short-text",
      answer: "Two weeks",
      knockout: null,
    },
  ]);

  // A later edit of the question changes nothing of what was answered.
  await database()
    .db.update(jobs)
    .set({
      screeningQuestions: QUESTIONS.map((q) => (q.id === "auth" ? { ...q, text: "Reworded?" } : q)),
    })
    .where(eq(jobs.id, JOB_ID));
  const actor = await adminActor(cookie);
  const detail = await handle(
    new Request(`http://localhost:3000/admin/applications/${row!.id}`, { headers: { cookie } }),
  );
  const page = decode(await detail.text());
  expect(page).toContain("Knockout: answered No to 'Are you authorised to work in the US?'");
  expect(page).toContain("Screening answers");
  await database()
    .db.update(jobs)
    .set({ screeningQuestions: QUESTIONS })
    .where(eq(jobs.id, JOB_ID));

  // The inbox: the badge on the row, and the filter "Knockout answers".
  const inbox = await listApplicationsPageForAdmin(
    parseApplicationFilters(new URLSearchParams("answers=knockout")),
  );
  expect(inbox.rows.map((r) => r.email)).toContain(email);
  expect(inbox.rows.every((r) => r.knockout)).toBe(true);
  const list = decode(
    await (
      await handle(
        new Request("http://localhost:3000/admin/applications?answers=knockout", {
          headers: { cookie },
        }),
      )
    ).text(),
  );
  expect(list).toContain("Knockout answers");
  expect(list).toMatch(/Kotlin Developer[\s\S]{0,400}Knockout/);

  // The CSV: one column with every answer under its question, one with the rules that fired.
  const { csv } = await exportApplicationsCsv(actor, {
    q: email,
    job: "",
    status: "",
    answers: "",
  });
  const [header, line] = csv.slice(1).trimEnd().split("\r\n");
  expect(header).toContain("Screening answers,Knockout");
  expect(line).toContain(
    '"Are you authorised to work in the US?: No\nYears of Kotlin?: 5\nNotice period?: Two weeks"',
  );
  expect(line).toContain("Knockout: answered No to 'Are you authorised to work in the US?'");
});

test("a number below a knockout minimum is accepted and flagged with the limit", async () => {
  const email = "junior@example.org";
  const { status } = await apply(
    validApplicationFields({ email, "screening-auth": "yes", "screening-years": "1" }),
  );
  expect(status).toBe(302);
  const row = await storedFor(email);
  expect(row?.knockout).toBe(true);
  expect(row?.screeningAnswers).toContainEqual(
    expect.objectContaining({ answer: "1", knockout: { rule: "below-min", limit: 3 } }),
  );
});

test("answers that fire no rule are stored unflagged", async () => {
  const email = "clean@example.org";
  expect(
    (
      await apply(
        validApplicationFields({ email, "screening-auth": "yes", "screening-years": "4" }),
      )
    ).status,
  ).toBe(302);
  expect((await storedFor(email))?.knockout).toBe(false);
  const inbox = await listApplicationsPageForAdmin(
    parseApplicationFilters(new URLSearchParams("answers=knockout")),
  );
  expect(inbox.rows.map((r) => r.email)).not.toContain(email);
});

test("a required answer left out: 400, its message at the field, everything typed kept", async () => {
  const email = "forgetful@example.org";
  const { status, html } = await apply(
    validApplicationFields({ email, "screening-years": "7", "screening-notice": "A month" }),
  );
  expect(status).toBe(400);
  expect(await storedFor(email)).toBeUndefined();
  const page = decode(html);
  expect(page).toMatch(
    /data-error-for="screening-auth"[^>]*>\s*<p>Please answer this question<\/p>/,
  );
  expect(page).toMatch(/name="screening-years"[^>]*value="7"|value="7"[^>]*name="screening-years"/);
  expect(page).toMatch(
    /name="screening-notice"[^>]*value="A month"|value="A month"[^>]*name="screening-notice"/,
  );
  expect(page).toContain(`value="${email}"`);

  // A wrong kind of answer is a field error too, never a 5xx.
  const wrong = await apply(
    validApplicationFields({ "screening-auth": "perhaps", "screening-years": "lots" }),
  );
  expect(wrong.status).toBe(400);
  expect(decode(wrong.html)).toContain("Enter a number, without commas");
});

test("the job editor adds, moves and removes questions without JavaScript, and the save is audited", async () => {
  const edit = `http://localhost:3000/admin/jobs/edit/${JOB_ID}`;
  const form = (extra: Record<string, string>) =>
    new URLSearchParams({
      title: "Kotlin Developer",
      department: "Engineering",
      location: "Remote (US)",
      type: "Contract",
      description: "Test things.",
      "responsibilities[0]": "Test",
      "requirements[0]": "Care",
      publish: "now",
      ...extra,
    });
  const post = async (body: URLSearchParams) => {
    const response = await handle(
      new Request(edit, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
    );
    return { status: response.status, html: decode(await response.text()) };
  };
  const question = {
    "questions[0].id": "auth",
    "questions[0].kind": "yes-no",
    "questions[0].text": "Typed but not saved?",
    "questions[0].required": "on",
    "questions[0].knockoutAnswer": "no",
  };

  // "Add one of several question": the page comes back with a new empty one, the first kept.
  const added = await post(
    form({
      ...question,
      __intent__: JSON.stringify({
        type: "insert",
        payload: { name: "questions", defaultValue: { kind: "one-of", text: "", required: true } },
      }),
    }),
  );
  expect(added.status).toBe(200);
  expect(added.html).toContain('value="Typed but not saved?"');
  expect(added.html).toContain("Question 2");
  expect(added.html).toContain("One of several");

  // A question with a mistake: 400, its message beside it, what was typed kept.
  const invalid = await post(
    form({
      ...question,
      "questions[1].kind": "one-of",
      "questions[1].text": "Which schedule?",
      "questions[1].options": "Only one",
    }),
  );
  expect(invalid.status).toBe(400);
  expect(invalid.html).toContain("Give at least two options, one per line");
  expect(invalid.html).toContain("Only one</textarea>");

  // Saved: stored with the job, ids kept, and the change is in the audit log.
  const saved = await post(
    form({
      ...question,
      "questions[1].kind": "number",
      "questions[1].text": "Years of Kotlin?",
      "questions[1].min": "3",
      "questions[1].knockoutOutside": "on",
    }),
  );
  expect(saved.status).toBe(302);
  const [job] = await database().db.select().from(jobs).where(eq(jobs.id, JOB_ID));
  const stored = ScreeningQuestionsSchema.parse(job!.screeningQuestions);
  expect(stored.map((q) => [q.id === "auth", q.kind, q.text])).toEqual([
    [true, "yes-no", "Typed but not saved?"],
    [false, "number", "Years of Kotlin?"],
  ]);
  const audits = await database()
    .db.select()
    .from(auditLog)
    .where(eq(auditLog.action, "job.update"));
  expect(audits.at(-1)?.details).toMatchObject({ changed: "screeningQuestions" });
});
