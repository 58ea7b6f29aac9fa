import type { DemoJob } from "../../app/modules/jobs/demo-jobs";

/** A public job as tests write it (demoJobValues makes the row): defaults, then the test's fields. */
export function testJob(overrides: Partial<DemoJob> & Pick<DemoJob, "id" | "title">): DemoJob {
  return {
    department: "Engineering",
    location: "Remote (US)",
    type: "Full-time",
    description: "Build reliable systems for our clients.",
    responsibilities: ["Ship features"],
    requirements: ["TypeScript"],
    isActive: true,
    postedDaysAgo: 10,
    ...overrides,
  };
}
