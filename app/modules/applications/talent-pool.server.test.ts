import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import { applicationNotes, jobs } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { SAMPLE_PDF, validApplicationFields } from "../../../tests/helpers/application-form";
import { form, insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { APPLICATION_ADMIN_MESSAGES } from "./application-admin-schema";
import { GENERAL_JOB_FILTER, GENERAL_JOB_FILTER_LABEL } from "./application-filters";
import { ApplicationSchema, GENERAL_APPLICATION_TITLE } from "./application-schema";
import { getApplicationForAdmin, listApplicationsPageForAdmin } from "./applications-admin.server";
import { submitApplication } from "./applications.server";
import { attachApplicationToJob, listJobsToAttach } from "./talent-pool.server";
import { parsedForm, writeForm } from "../../../tests/helpers/form-write";
import { AttachJobSchema } from "~/modules/applications/application-admin-schema";

const database = setupTestDatabase();
const JOB = { id: "cloud-architect", title: "Cloud Architect" };
const recruiter: Actor = {
  user: { id: "recruiter-1", email: "rita@example.com", name: "Rita Recruiter", role: "recruiter" },
  ip: "203.0.113.11",
};

beforeAll(async () => {
  await database()
    .db.insert(jobs)
    .values(
      demoJobValues({
        ...JOB,
        department: "Cloud",
        location: "Remote (US)",
        type: "Full-time",
        description: "Clouds.",
        responsibilities: ["Design"],
        requirements: ["AWS"],
        isActive: true,
        postedDaysAgo: 1,
      }),
    );
});

function general(email: string) {
  return submitApplication(
    {
      ...ApplicationSchema.parse({
        ...validApplicationFields(),
        email,
        privacyPolicy: true,
        portfolio: undefined,
        resume: new File([SAMPLE_PDF], "cv.pdf", { type: "application/pdf" }),
      }),
    },
    null,
    DEMO_COMPANY,
  );
}

test("a general application joins the talent pool: no job, filed as General, found by its filter", async () => {
  const result = await general("pool.one@example.org");
  if (result.status !== "created") throw new Error("not created");
  expect(result.application).toMatchObject({
    jobId: null,
    jobTitle: GENERAL_APPLICATION_TITLE,
    isGeneral: true,
  });
  const inbox = await listApplicationsPageForAdmin({
    q: "",
    job: GENERAL_JOB_FILTER,
    answers: "",
    status: "",
    page: 1,
  });
  expect(inbox.rows.map((row) => row.email)).toEqual(["pool.one@example.org"]);
  expect(inbox.jobOptions).toContainEqual({
    value: GENERAL_JOB_FILTER,
    label: GENERAL_JOB_FILTER_LABEL,
  });
});

test("a recruiter attaches a pool candidate to a job: it is that job's now, with a note", async () => {
  const result = await general("pool.two@example.org");
  if (result.status !== "created") throw new Error("not created");
  const id = result.application.id;
  expect((await listJobsToAttach()).map((job) => job.id)).toContain(JOB.id);

  const unknown = await writeForm(AttachJobSchema, form({ jobId: "no-such-job" }), (input) =>
    attachApplicationToJob(recruiter, id, input),
  );
  expect(unknown).toMatchObject({ ok: false, reason: "conflict" });
  const empty = await writeForm(AttachJobSchema, form({ jobId: "" }), (input) =>
    attachApplicationToJob(recruiter, id, input),
  );
  expect(empty).toMatchObject({ ok: false, reason: "invalid" });

  expect(
    await writeForm(AttachJobSchema, form({ jobId: JOB.id }), (input) =>
      attachApplicationToJob(recruiter, id, input),
    ),
  ).toEqual({
    ok: true,
    value: { jobTitle: JOB.title },
  });
  expect(await getApplicationForAdmin(id)).toMatchObject({
    jobId: JOB.id,
    jobTitle: JOB.title,
    isGeneral: false,
  });
  const notes = await database()
    .db.select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, id));
  expect(notes.map((note) => note.body)).toEqual([`Moved from the talent pool to “${JOB.title}”.`]);

  // Once attached, it is not a pool candidate any more.
  expect(
    await attachApplicationToJob(
      recruiter,
      id,
      parsedForm(AttachJobSchema, form({ jobId: JOB.id })),
    ),
  ).toEqual({
    ok: false,
    reason: "conflict",
    message: APPLICATION_ADMIN_MESSAGES.alreadyAttached,
  });
});

test("an application to a job cannot be attached elsewhere, and an editor cannot attach at all", async () => {
  const toJob = await insertApplication({ jobId: JOB.id, jobTitle: JOB.title });
  expect(
    await writeForm(AttachJobSchema, form({ jobId: JOB.id }), (input) =>
      attachApplicationToJob(recruiter, toJob.id, input),
    ),
  ).toMatchObject({
    ok: false,
    reason: "conflict",
  });
  const editor: Actor = { ...recruiter, user: { ...recruiter.user, role: "editor" } };
  await expect(
    writeForm(AttachJobSchema, form({ jobId: JOB.id }), (input) =>
      attachApplicationToJob(editor, toJob.id, input),
    ),
  ).rejects.toThrow();
});
