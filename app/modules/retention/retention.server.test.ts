import fs from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { applications, auditLog, inquiries } from "~/db/schema";
import { SAMPLE_PDF } from "../../../tests/helpers/application-form";
import { insertApplication, insertInquiry } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { resumePath, storeResume } from "~/modules/applications/resume-storage.server";
import { applyRetention } from "./retention.server";

const database = setupTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const exists = (path: string) =>
  fs.access(path).then(
    () => true,
    () => false,
  );

test("past the period, decided applications (with their files) and inquiries go; open ones and recent ones stay", async () => {
  const oldFile = await storeResume(SAMPLE_PDF);
  const rejected = await insertApplication({
    status: "rejected",
    createdAt: daysAgo(800),
    resumeKey: oldFile.key,
  });
  const hired = await insertApplication({ status: "hired", createdAt: daysAgo(731) });
  const stillOpen = await insertApplication({ status: "interview", createdAt: daysAgo(900) });
  const recent = await insertApplication({ status: "rejected", createdAt: daysAgo(100) });
  const oldInquiry = await insertInquiry({ createdAt: daysAgo(731) });
  const newInquiry = await insertInquiry({ createdAt: daysAgo(729) });

  expect(await applyRetention(730)).toEqual({ applications: 2, inquiries: 1, days: 730 });

  const { db } = database();
  const left = (await db.select({ id: applications.id }).from(applications)).map((row) => row.id);
  expect(left).toEqual(expect.arrayContaining([stillOpen.id, recent.id]));
  expect(left).not.toContain(rejected.id);
  expect(left).not.toContain(hired.id);
  expect(await exists(resumePath(oldFile.key))).toBe(false);
  const inquiryIds = (await db.select({ id: inquiries.id }).from(inquiries)).map((row) => row.id);
  expect(inquiryIds).toContain(newInquiry.id);
  expect(inquiryIds).not.toContain(oldInquiry.id);

  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "retention.run")));
  expect(entry).toMatchObject({
    actorEmail: "system",
    details: { applications: 2, inquiries: 1, days: 730 },
  });

  // Nothing more to do on the next run, which is still audited.
  expect(await applyRetention(730)).toEqual({ applications: 0, inquiries: 0, days: 730 });
});

test("two runs at the same moment: one does the work, the other stands aside", async () => {
  await insertInquiry({ createdAt: daysAgo(1000) });
  const runs = await Promise.all([applyRetention(730), applyRetention(730)]);
  const done = runs.filter((run) => run !== null);
  expect(done.length).toBeGreaterThanOrEqual(1);
  expect(done.reduce((sum, run) => sum + (run?.inquiries ?? 0), 0)).toBe(1);
});
