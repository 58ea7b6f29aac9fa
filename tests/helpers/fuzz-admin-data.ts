import { beforeAll } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { applications, blogPosts, inquiries, jobs } from "~/db/schema";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { createInquiry } from "~/modules/inquiries/inquiries.server";
import { createAdmin } from "./accounts";
import { applicationFormData, validApplicationFields } from "./application-form";
import type { createTestRequestHandler } from "./request-handler";
import type { DatabaseHandle } from "~/db/client.server";

/** What the admin fuzz suites send requests about, filled in before their tests. */
export type AdminFuzzData = {
  /** A signed-in administrator's session cookie. */
  cookie: string;
  jobs: string[];
  posts: string[];
  applications: string[];
  inquiries: string[];
};

/**
 * Demo jobs and posts, one application (with its résumé) and one inquiry, so
 * lists and detail pages show real records, and a signed-in administrator.
 */
export function setupAdminFuzzData(
  database: () => DatabaseHandle,
  handle: ReturnType<typeof createTestRequestHandler>,
): AdminFuzzData {
  const data: AdminFuzzData = { cookie: "", jobs: [], posts: [], applications: [], inquiries: [] };
  beforeAll(async () => {
    await runSeeders(database(), DEMO_SEEDERS);
    data.cookie = (await createAdmin("fuzz")).cookie;
    const { db } = database();
    data.jobs = (await db.select({ id: jobs.id }).from(jobs)).map((row) => row.id);
    data.posts = (await db.select({ id: blogPosts.id }).from(blogPosts)).map((row) => row.id);
    const apply = await handle(
      new Request(`http://localhost:3000/careers/apply/${data.jobs[0]}`, {
        method: "POST",
        body: applicationFormData(validApplicationFields()),
      }),
    );
    if (apply.status !== 302) throw new Error(`seeding an application answered ${apply.status}`);
    await createInquiry({
      name: "Quinn Query",
      email: "quinn@example.com",
      company: "Fuzz Corp",
      service: "data",
      message: "Hello there.",
      privacy: true,
    });
    data.applications = (await db.select({ id: applications.id }).from(applications)).map(
      (row) => row.id,
    );
    data.inquiries = (await db.select({ id: inquiries.id }).from(inquiries)).map((row) => row.id);
  });
  return data;
}
