import crypto from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { applications, inquiries, jobs } from "~/db/schema";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  getDashboardFigures,
  getWeeklyActivity,
  listRecentApplicationsForAdmin,
  listRecentJobsForAdmin,
} from "./dashboard.server";

const database = setupTestDatabase();

beforeEach(async () => {
  const { db } = database();
  await db.delete(applications);
  await db.delete(inquiries);
  await db.delete(jobs);
});

function addJob(id: string, isActive: boolean, createdAt: Date) {
  const values = demoJobValues({
    id,
    title: `Title of ${id}`,
    department: "Engineering",
    location: "Remote (US)",
    type: "Full-time",
    description: "Build things.",
    responsibilities: ["Build"],
    requirements: ["Care"],
    isActive,
    postedDaysAgo: 0,
  });
  return database()
    .db.insert(jobs)
    .values({ ...values, createdAt, datePosted: createdAt });
}

function addApplication(status: ApplicationStatus, createdAt = new Date(), firstName = "Dana") {
  const key = crypto.randomUUID();
  return database()
    .db.insert(applications)
    .values({
      jobTitle: "Data Engineer",
      firstName,
      lastName: "Okafor",
      email: `${key}@example.org`,
      phone: "(609) 555-0142",
      location: "Trenton, NJ",
      experience: "5-7",
      coverLetter: "A cover letter.",
      privacyConsent: true,
      resumeKey: key,
      resumeFileName: "resume.pdf",
      resumeSize: 100,
      resumeSha256: "0".repeat(64),
      status,
      idempotencyKey: key,
      createdAt,
    });
}

function addInquiry(createdAt: Date) {
  return database().db.insert(inquiries).values({
    name: "Morgan Ellis",
    email: "morgan@example.org",
    company: "Lakeside",
    service: "cloud",
    message: "Hello.",
    privacyConsent: true,
    createdAt,
  });
}

test("with no data every figure is zero and the conversion rate reads 0%", async () => {
  expect(await getDashboardFigures()).toEqual({
    activeJobs: 0,
    totalApplications: 0,
    newApplications: 0,
    conversionRate: "0%",
  });
});

test("counts active jobs, all and new applications; only Offer and Hired convert", async () => {
  await addJob("active-one", true, new Date());
  await addJob("active-two", true, new Date());
  await addJob("inactive", false, new Date());
  const statuses: ApplicationStatus[] = ["new", "new", "review", "interview", "offer", "hired"];
  for (const status of [...statuses, "rejected" as const]) await addApplication(status);

  // 2 of 7 = 28.57 % → 29 %.
  expect(await getDashboardFigures()).toEqual({
    activeJobs: 2,
    totalApplications: 7,
    newApplications: 2,
    conversionRate: "29%",
  });
});

test("review, interview and rejected never count as conversions", async () => {
  for (const status of ["review", "interview", "rejected", "new"] as const) {
    await addApplication(status);
  }
  expect((await getDashboardFigures()).conversionRate).toBe("0%");
  await addApplication("offer");
  expect((await getDashboardFigures()).conversionRate).toBe("20%");
});

test("recent jobs: the first five by creation, newest first, inactive ones included", async () => {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.UTC(2026, 0, 1);
  for (let index = 0; index < 7; index++) {
    await addJob(`job-${index}`, index !== 5, new Date(start + index * day));
  }
  const recent = await listRecentJobsForAdmin();
  expect(recent.map((job) => job.id)).toEqual(["job-6", "job-5", "job-4", "job-3", "job-2"]);
  expect(recent[1]).toMatchObject({ isActive: false, department: "Engineering" });
});

test("recent applications: the latest five, newest first, with their status", async () => {
  const start = Date.UTC(2026, 1, 1);
  const names = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay"];
  for (const [index, name] of names.entries()) {
    await addApplication(index === 5 ? "interview" : "new", new Date(start + index * 60_000), name);
  }
  const recent = await listRecentApplicationsForAdmin();
  expect(recent.map((row) => row.firstName)).toEqual(["Fay", "Eli", "Dev", "Cleo", "Ben"]);
  expect(recent[0]).toMatchObject({ status: "interview", jobTitle: "Data Engineer" });
});

// Wednesday, March 11, 2026, 11:00 AM EDT. DST began on Sunday, March 8.
const NOW = new Date("2026-03-11T15:00:00Z");

test("the weekly series has twelve Monday-to-Sunday weeks, the empty ones as zeros", async () => {
  const weeks = await getWeeklyActivity(NOW);
  expect(weeks).toHaveLength(12);
  expect(weeks[0]?.weekStart).toBe("2025-12-22");
  expect(weeks.at(-1)?.weekStart).toBe("2026-03-09");
  expect(weeks.every((week) => week.applications === 0 && week.inquiries === 0)).toBe(true);
});

test("rows fall into their New York week, across DST and at the window's first minute", async () => {
  // Sunday, March 8, 11:30 PM EDT → the week of March 2; Monday 12:30 AM EDT → March 9.
  await addApplication("new", new Date("2026-03-09T03:30:00Z"));
  await addApplication("new", new Date("2026-03-09T04:30:00Z"));
  await addApplication("hired", new Date("2026-03-10T12:00:00Z"));
  // Sunday, March 1, 11:59 PM EST → the week of February 23; Monday 12:00 AM EST → March 2.
  await addInquiry(new Date("2026-03-02T04:59:00Z"));
  await addInquiry(new Date("2026-03-02T05:00:00Z"));
  // The window opens on Monday, December 22, 2025 at midnight EST.
  await addInquiry(new Date("2025-12-22T04:59:59Z"));
  await addInquiry(new Date("2025-12-22T05:00:00Z"));

  const weeks = Object.fromEntries(
    (await getWeeklyActivity(NOW)).map((week) => [week.weekStart, week]),
  );
  expect(weeks["2026-03-09"]).toEqual({ weekStart: "2026-03-09", applications: 2, inquiries: 0 });
  expect(weeks["2026-03-02"]).toEqual({ weekStart: "2026-03-02", applications: 1, inquiries: 1 });
  expect(weeks["2026-02-23"]).toEqual({ weekStart: "2026-02-23", applications: 0, inquiries: 1 });
  expect(weeks["2025-12-22"]).toEqual({ weekStart: "2025-12-22", applications: 0, inquiries: 1 });
  const total = Object.values(weeks).reduce((sum, week) => sum + week.inquiries, 0);
  expect(total).toBe(3);
});
