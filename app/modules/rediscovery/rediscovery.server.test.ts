import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "vitest";
import { auditLog, emailDeliveries, jobInvitations, jobs } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import type { DemoJob } from "~/modules/jobs/demo-jobs";
import { erasePersonData, exportPersonData } from "~/modules/privacy/person-data.server";
import { applyRetention } from "~/modules/retention/retention.server";
import { ForbiddenActionError } from "~/modules/roles/authorize";
import { insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { inviteToApply } from "./invitations.server";
import { jobKeywords, keywordPattern, textHasKeyword } from "./match-rules";
import { findJobMatches } from "./matches.server";

// Issue 30 item 6, talent rediscovery: who matches a job (and why), who is
// left out (consent, retention, withdrawn, already applied), one person per
// address, and "Invite to apply" exactly once.
const database = setupTestDatabase();
const db = () => database().db;

const DAY = 24 * 60 * 60 * 1000;

const as = (role: string): Actor => ({
  user: { id: `${role}-id`, email: `${role}@example.com`, name: `A ${role}`, role },
  ip: "203.0.113.30",
});
const recruiter = as("recruiter");

async function addJob(overrides: Partial<DemoJob> & Pick<DemoJob, "id" | "title">) {
  await db()
    .insert(jobs)
    .values(
      demoJobValues({
        department: "Engineering",
        location: "Hybrid — Hamilton, NJ",
        type: "Full-time",
        description: "Run our clients' platforms.",
        responsibilities: ["Keep clusters healthy"],
        requirements: ["Production experience with Kubernetes and Terraform"],
        isActive: true,
        postedDaysAgo: 1,
        ...overrides,
      }),
    );
}

const LETTER = (words: string) =>
  `I have spent six years running platforms for banks and hospitals. ${words} I enjoy pairing with client teams and writing things down.`;

const names = (matches: Awaited<ReturnType<typeof findJobMatches>>) =>
  matches?.people.map((person) => person.name) ?? [];

test("a job's keywords: its title without the generic words, then the tools its requirements name", () => {
  expect(
    jobKeywords({
      title: "Senior Platform Engineer",
      requirements: [
        "Production experience with Kubernetes (EKS or GKE) and Terraform",
        "Authorization to work in the United States",
        "Node.js or C# on the side",
      ],
      responsibilities: ["Own CI/CD pipelines"],
    }),
  ).toEqual(["Platform", "Kubernetes", "EKS", "GKE", "Terraform", "Node.js", "C#", "CI/CD"]);
  expect(
    jobKeywords({ title: "Full Stack Developer", requirements: [], responsibilities: [] }),
  ).toEqual(["Full Stack"]);
  // Whole words only, in any case; symbols count.
  expect(textHasKeyword("years of kubernetes at scale", "Kubernetes")).toBe(true);
  expect(textHasKeyword("JavaScript only", "Java")).toBe(false);
  expect(textHasKeyword("C# and .NET", "C#")).toBe(true);
  expect(keywordPattern("C++")).toBe("(^|[^[:alnum:]_])C\\+\\+($|[^[:alnum:]_])");
});

test("matches are explained, counted per person, and leave out who did not consent, withdrew, aged out or applied", async () => {
  await addJob({ id: "platform-engineer", title: "Platform Engineer" });
  await addJob({ id: "old-devops", title: "DevOps Engineer", isActive: false });
  await addJob({
    id: "marketing-writer",
    title: "Writer",
    department: "Marketing",
    location: "Remote (US)",
    isRemote: true,
  });

  // The same person twice (case differs): counted once, shown with the latest application.
  await insertApplication({
    email: "Ada@Example.com",
    firstName: "Ada",
    lastName: "Old",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    location: "Hamilton, NJ",
    coverLetter: LETTER("I ran Kubernetes clusters."),
    futureOpeningsConsent: true,
    status: "rejected",
    createdAt: new Date(Date.now() - 30 * DAY),
  });
  const adaLatest = await insertApplication({
    email: "ada@example.com ".trim(),
    firstName: "Ada",
    lastName: "Lovelace",
    jobTitle: "General application",
    isGeneral: true,
    location: "Trenton, NJ",
    coverLetter: LETTER("Mostly data pipelines."),
    futureOpeningsConsent: true,
  });
  // A rejected applicant who consented: consent decides, so she is in.
  await insertApplication({
    email: "grace@example.com",
    firstName: "Grace",
    lastName: "Hopper",
    jobTitle: "Writer",
    jobId: "marketing-writer",
    coverLetter: LETTER("I automate with Terraform."),
    futureOpeningsConsent: true,
    status: "rejected",
  });
  // No consent.
  await insertApplication({
    email: "nocons@example.com",
    firstName: "No",
    lastName: "Consent",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    coverLetter: LETTER("Kubernetes daily."),
    futureOpeningsConsent: false,
  });
  // Consented once, but the latest application says no: the latest word counts.
  await insertApplication({
    email: "changed@example.com",
    firstName: "Changed",
    lastName: "Mind",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    futureOpeningsConsent: true,
    createdAt: new Date(Date.now() - 10 * DAY),
  });
  await insertApplication({
    email: "changed@example.com",
    firstName: "Changed",
    lastName: "Mind",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    futureOpeningsConsent: false,
  });
  // Withdrew.
  await insertApplication({
    email: "withdrew@example.com",
    firstName: "With",
    lastName: "Drew",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    futureOpeningsConsent: true,
    status: "withdrawn",
  });
  // Decided and older than the retention period: the retention run would delete it.
  await insertApplication({
    email: "aged@example.com",
    firstName: "Aged",
    lastName: "Out",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    futureOpeningsConsent: true,
    status: "rejected",
    createdAt: new Date(Date.now() - 800 * DAY),
  });
  // Already applied to this job (with another application that would match).
  await insertApplication({
    email: "applied@example.com",
    firstName: "Already",
    lastName: "Applied",
    jobId: "old-devops",
    jobTitle: "DevOps Engineer",
    futureOpeningsConsent: true,
  });
  await insertApplication({
    email: "APPLIED@example.com",
    jobId: "platform-engineer",
    jobTitle: "Platform Engineer",
    futureOpeningsConsent: true,
  });
  // Consented, but nothing in common with the job.
  await insertApplication({
    email: "elsewhere@example.com",
    firstName: "Else",
    lastName: "Where",
    jobId: "marketing-writer",
    jobTitle: "Writer",
    location: "Hamilton, NJ",
    futureOpeningsConsent: true,
  });

  const matches = await findJobMatches(recruiter, "platform-engineer");
  expect(matches?.total).toBe(2);
  expect(names(matches)).toEqual(["Ada Lovelace", "Grace Hopper"]);
  const [ada, grace] = matches!.people;
  expect(ada?.applicationId).toBe(adaLatest.id);
  expect(ada?.isGeneral).toBe(true);
  expect(ada?.reasons.map((reason) => reason.label)).toEqual([
    "Same department: Engineering",
    "Keyword: Kubernetes",
    "Same location: Hamilton, NJ",
  ]);
  expect(grace?.reasons.map((reason) => reason.label)).toEqual(["Keyword: Terraform"]);
  expect(ada?.invitedAt).toBeNull();

  await expect(findJobMatches(as("editor"), "platform-engineer")).rejects.toThrow(
    ForbiddenActionError,
  );
  expect(await findJobMatches(recruiter, "no-such-job")).toBeNull();
});

test("two invites at once send one e-mail, store one row and one audit entry; the second says when", async () => {
  const matches = await findJobMatches(recruiter, "platform-engineer");
  const ada = matches!.people.find((person) => person.name === "Ada Lovelace")!;
  const input = { intent: "invite" as const, applicationId: ada.applicationId };
  const [first, second] = await Promise.all([
    inviteToApply(recruiter, "platform-engineer", input),
    inviteToApply(recruiter, "platform-engineer", input),
  ]);
  const kinds = [first, second].map((outcome) =>
    outcome.ok ? outcome.value.kind : outcome.reason,
  );
  expect(kinds.sort()).toEqual(["already", "sent"]);
  const already = [first, second].find((outcome) => outcome.ok && outcome.value.kind === "already");
  expect(already?.ok && already.value.kind === "already" && already.value.message).toMatch(
    /^Already invited on .+\. Nothing was sent\.$/,
  );

  const mails = await db()
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.purpose, "job-invitation"));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.toAddress).toBe("ada@example.com");
  expect(mails[0]?.subject).toContain("Platform Engineer");
  expect(mails[0]?.textBody).toContain("/careers/job/platform-engineer");
  expect(mails[0]?.textBody).toContain("Hello Ada,");
  const rows = await db().select().from(jobInvitations);
  expect(rows).toEqual([
    expect.objectContaining({ jobId: "platform-engineer", email: "ada@example.com" }),
  ]);
  const audits = await db().select().from(auditLog).where(eq(auditLog.action, "job.invite"));
  expect(audits).toHaveLength(1);
  expect(audits[0]).toMatchObject({ targetId: ada.applicationId, targetEmail: null });

  // A third click, later: still nothing sent; the page shows the date.
  const third = await inviteToApply(recruiter, "platform-engineer", input);
  expect(third.ok && third.value.kind).toBe("already");
  const after = await findJobMatches(recruiter, "platform-engineer");
  expect(after?.people.find((person) => person.name === "Ada Lovelace")?.invitedAt).toBeInstanceOf(
    Date,
  );
  expect(
    await db().select().from(emailDeliveries).where(eq(emailDeliveries.purpose, "job-invitation")),
  ).toHaveLength(1);
});

test("no invitation for a closed job, a person who does not match, or a role without applications", async () => {
  await addJob({ id: "closed-platform", title: "Platform Engineer", isActive: false });
  const ada = (await findJobMatches(recruiter, "closed-platform"))!.people.find(
    (person) => person.name === "Ada Lovelace",
  )!;
  const closed = await inviteToApply(recruiter, "closed-platform", {
    intent: "invite",
    applicationId: ada.applicationId,
  });
  expect(closed).toMatchObject({ ok: false, reason: "conflict" });
  const [noConsent] = await db()
    .select({ id: jobInvitations.jobId })
    .from(jobInvitations)
    .where(eq(jobInvitations.jobId, "closed-platform"));
  expect(noConsent).toBeUndefined();
  const stranger = await insertApplication({ email: "nomatch@example.com" });
  expect(
    await inviteToApply(recruiter, "platform-engineer", {
      intent: "invite",
      applicationId: stranger.id,
    }),
  ).toMatchObject({ ok: false, reason: "conflict" });
  await expect(
    inviteToApply(as("editor"), "platform-engineer", {
      intent: "invite",
      applicationId: stranger.id,
    }),
  ).rejects.toThrow(ForbiddenActionError);
});

test("invitations are personal data: in the export, gone with an erasure and with retention", async () => {
  const admin = as("admin");
  const zip = unzipSync((await exportPersonData(admin, "ADA@example.com")).zip);
  const data = JSON.parse(strFromU8(zip["data.json"]!)) as {
    jobInvitations: Array<{ jobId: string; jobTitle: string }>;
  };
  expect(data.jobInvitations).toEqual([
    expect.objectContaining({ jobId: "platform-engineer", jobTitle: "Platform Engineer" }),
  ]);

  await erasePersonData(admin, " Ada@Example.com ");
  expect(await db().select().from(jobInvitations)).toEqual([]);
  expect(names(await findJobMatches(recruiter, "platform-engineer"))).toEqual(["Grace Hopper"]);

  // Retention: an invitation older than the period goes with the run.
  await db()
    .insert(jobInvitations)
    .values({
      jobId: "platform-engineer",
      email: "grace@example.com",
      invitedByName: "A recruiter",
      createdAt: new Date(Date.now() - 800 * DAY),
    });
  await applyRetention(730);
  expect(await db().select().from(jobInvitations)).toEqual([]);
});
