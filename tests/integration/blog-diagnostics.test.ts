import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { createVerifiedAccount } from "../helpers/accounts";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";
import { db } from "~/db/client.server";
import { user as users } from "~/db/schema";
import { STAFF_ROLES, type StaffRole } from "~/modules/roles/roles";
import { DIAGNOSTICS_FAILURES, getBlogDiagnostics } from "~/modules/blog/diagnostics.server";
import { renderRobotsTxt } from "~/modules/seo/robots";

// /test-blogs (draft counts, database latency) is for the blog's staff only:
// anyone else gets the site's missing page, and robots.txt does not name it.
setupTestDatabase();
const handle = createTestRequestHandler();
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    const account = await createVerifiedAccount(`diagnostics-${role}`);
    await db().update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
  }
});

const get = (cookie?: string) =>
  handle(new Request("http://localhost:3000/test-blogs", { headers: cookie ? { cookie } : {} }));

test("a visitor, or staff without the blog, sees a missing page: no counts, no latency", async () => {
  for (const cookie of [undefined, cookies.recruiter]) {
    const response = await get(cookie);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("Blog diagnostics");
    expect(html).not.toContain("Drafts");
    expect(html).not.toContain("Database latency");
  }
});

test("editors and administrators see the diagnostics", async () => {
  for (const role of ["editor", "admin"] as const) {
    const response = await get(cookies[role]);
    expect(response.status, role).toBe(200);
    expect(await response.text()).toContain("Database latency");
  }
});

test("a failed check says what kind of failure, never the database's own message", async () => {
  await db().execute(sql`alter table blog_posts rename to blog_posts_away`);
  try {
    const report = await getBlogDiagnostics();
    expect(report.posts).toEqual({ ok: false, message: DIAGNOSTICS_FAILURES.failed });
    expect(JSON.stringify(report)).not.toMatch(/blog_posts|relation|does not exist/);
  } finally {
    await db().execute(sql`alter table blog_posts_away rename to blog_posts`);
  }
});

test("robots.txt does not advertise the debug page", () => {
  expect(renderRobotsTxt("https://www.example.com")).not.toContain("test-blogs");
});
