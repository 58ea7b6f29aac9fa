import { PRIVACY_POLICY_VERSION } from "~/modules/company/privacy-policy";
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { simpleParser } from "mailparser";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import { jobs } from "~/db/schema";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { outboxDir } from "~/utils/mail.server";
import { SAMPLE_PDF, validApplicationFields } from "../../../tests/helpers/application-form";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { ApplicationSchema, type ApplicationInput } from "./application-schema";
import {
  listApplicationsForAdmin,
  submitApplication,
  sweepOrphanedResumes,
} from "./applications.server";
import { ORPHAN_MIN_AGE_MS, resumePath, resumesDir } from "./resume-storage.server";

const database = setupTestDatabase();
const JOB = { id: "data-engineer", title: "Data Engineer" };

beforeAll(async () => {
  await database()
    .db.insert(jobs)
    .values(
      demoJobValues({
        ...JOB,
        department: "Data Science",
        location: "Remote (US)",
        type: "Full-time",
        description: "Pipelines.",
        responsibilities: ["Build"],
        requirements: ["SQL"],
        isActive: true,
        postedDaysAgo: 1,
      }),
    );
});

beforeEach(async () => {
  await fs.rm(outboxDir(), { recursive: true, force: true });
});

function input(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  const fields = validApplicationFields();
  return {
    ...ApplicationSchema.parse({
      ...fields,
      privacyPolicy: true,
      portfolio: undefined,
      resume: new File([SAMPLE_PDF], "C:\\fakepath\\Dana Résumé.pdf", { type: "application/pdf" }),
    }),
    ...overrides,
  };
}

async function readOutbox() {
  const files = (await fs.readdir(outboxDir())).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => simpleParser(await fs.readFile(path.join(outboxDir(), file)))),
  );
}

test("stores every field, status new, and the résumé under a generated name with its hash", async () => {
  const application = input();
  const result = await submitApplication(application, JOB, DEMO_COMPANY);
  expect(result.status).toBe("created");
  if (result.status !== "created") return;
  const row = result.application;
  expect(row).toMatchObject({
    jobId: "data-engineer",
    jobTitle: "Data Engineer",
    firstName: "Dana",
    lastName: "Okafor",
    email: "dana.okafor@example.org",
    experience: "5-7",
    referral: "linkedin",
    portfolio: null,
    privacyConsent: true,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    futureOpeningsConsent: false,
    status: "new",
    resumeFileName: "Dana Résumé.pdf",
    resumeSize: SAMPLE_PDF.byteLength,
    resumeSha256: crypto.createHash("sha256").update(SAMPLE_PDF).digest("hex"),
  });
  // The consent is kept with the policy version agreed to and when.
  expect(Math.abs(row.privacyConsentAt!.getTime() - Date.now())).toBeLessThan(60_000);
  expect(row.resumeKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  const stored = await fs.readFile(resumePath(row.resumeKey));
  expect(Buffer.compare(stored, SAMPLE_PDF)).toBe(0);
  expect(path.dirname(resumePath(row.resumeKey))).toBe(resumesDir());
});

test("the optional consent to future openings is stored when given", async () => {
  const result = await submitApplication(input({ futureOpenings: true }), JOB, DEMO_COMPANY);
  expect(result.status === "created" && result.application.futureOpeningsConsent).toBe(true);
});

test("emails the hiring team (Reply-To the applicant) and confirms to the applicant", async () => {
  await submitApplication(input(), JOB, DEMO_COMPANY);
  const mails = await readOutbox();
  expect(mails).toHaveLength(2);
  const team = mails.find((mail) => mail.subject?.startsWith("New application"));
  const applicant = mails.find((mail) => mail.subject?.startsWith("We received your application"));
  expect(team?.to).toMatchObject({ text: DEMO_COMPANY.email });
  expect(team?.replyTo?.text).toBe("dana.okafor@example.org");
  expect(team?.text).toContain("Data Engineer");
  expect(team?.text).toContain("/admin/applications/");
  expect(applicant?.to).toMatchObject({ text: "dana.okafor@example.org" });
  expect(applicant?.text).toContain("Data Engineer");
  // Greeted by the first name typed in the form.
  expect(applicant?.text).toMatch(/^Hello Dana,/);
  expect(applicant?.html).toContain("<p>Hello Dana,</p>");
  // Neither email carries the file.
  expect(mails.every((mail) => mail.attachments.length === 0)).toBe(true);
});

test("the same form submitted twice creates one application and one file", async () => {
  const application = input();
  const before = await listApplicationsForAdmin(1000);
  const filesBefore = await fs.readdir(resumesDir());
  const first = await submitApplication(application, JOB, DEMO_COMPANY);
  const second = await submitApplication(application, JOB, DEMO_COMPANY);
  const [third, fourth] = await Promise.all([
    submitApplication(application, JOB, DEMO_COMPANY),
    submitApplication(application, JOB, DEMO_COMPANY),
  ]);
  expect(first.status).toBe("created");
  for (const result of [second, third, fourth]) expect(result.status).toBe("duplicate");
  expect(await listApplicationsForAdmin(1000)).toHaveLength(before.length + 1);
  expect(await fs.readdir(resumesDir())).toHaveLength(filesBefore.length + 1);
});

test("a file that does not start with %PDF- is refused whatever its name and type", async () => {
  const before = await listApplicationsForAdmin(1000);
  const fake = new File(["<html>not a pdf</html>"], "resume.pdf", { type: "application/pdf" });
  const result = await submitApplication(input({ resume: fake }), JOB, DEMO_COMPANY);
  expect(result.status).toBe("not-pdf");
  expect(await listApplicationsForAdmin(1000)).toHaveLength(before.length);
});

test("the start-up sweep removes old orphaned and partial files, keeps referenced and fresh ones", async () => {
  const created = await submitApplication(input(), JOB, DEMO_COMPANY);
  if (created.status !== "created") throw new Error("expected a new application");
  const dir = resumesDir();
  const orphan = `${crypto.randomUUID()}.pdf`;
  const partial = `${crypto.randomUUID()}.pdf.partial`;
  const fresh = `${crypto.randomUUID()}.pdf`;
  for (const name of [orphan, partial, fresh]) await fs.writeFile(path.join(dir, name), "x");
  const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
  for (const name of [orphan, partial, created.application.resumeKey]) {
    await fs.utimes(path.join(dir, name), old, old);
  }

  const removed = await sweepOrphanedResumes();
  expect(removed.sort()).toEqual([orphan, partial].sort());
  const left = await fs.readdir(dir);
  expect(left).toContain(created.application.resumeKey);
  expect(left).toContain(fresh);
});
