import { count } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { DEMO_JOBS, type DemoJob } from "./demo-jobs";
import { addCalendarDays, companyToday } from "~/utils/calendar-dates";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Row values for a demo job; tests build their jobs with this too. */
export function demoJobValues(job: DemoJob, now = new Date()): typeof jobs.$inferInsert {
  const posted = new Date(now.getTime() - job.postedDaysAgo * DAY_MS);
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    isActive: job.isActive,
    isRemote: job.isRemote ?? false,
    salaryMin: job.salary?.min ?? null,
    salaryMax: job.salary?.max ?? null,
    salaryCurrency: job.salary?.currency ?? null,
    salaryUnit: job.salary?.unit ?? null,
    closingDate:
      job.closesInDays === undefined ? null : addCalendarDays(companyToday(now), job.closesInDays),
    datePosted: posted,
    createdAt: posted,
    updatedAt: posted,
  };
}

/** Fills an empty jobs table with the demo jobs. */
export async function seedDemoJobs(handle: DatabaseHandle): Promise<string | null> {
  const [row] = await handle.db.select({ value: count() }).from(jobs);
  if (row?.value) return null;
  await handle.db.insert(jobs).values(DEMO_JOBS.map((job) => demoJobValues(job)));
  return `${DEMO_JOBS.length} jobs`;
}
