import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { user as users } from "~/db/schema";
import { collectPageView } from "~/modules/analytics/collect.server";
import { runAnalyticsRollup } from "~/modules/analytics/rollup.server";
import { createVerifiedAccount } from "../helpers/accounts";
import {
  applicationFormData,
  insertOpenJob,
  validApplicationFields,
} from "../helpers/application-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 31 item 5 through the request handler: Jobs › Funnels for the roles
// that see hiring figures (an Editor gets 403), a job's funnel and its sources
// after a real visit and application, and the dashboard's trends by source.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const SITE = "http://localhost:3000";
const JOB_ID = "funnel-engineer";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const cookies = { editor: "", recruiter: "", admin: "" };

const get = (path: string, cookie = "") =>
  handle(new Request(`${SITE}${path}`, { headers: { cookie } }));

async function pageView(ip: string, landing: Record<string, string>) {
  const counted = await collectPageView({
    body: JSON.stringify({
      path: "/",
      referrer: "",
      source: "",
      medium: "",
      campaign: "",
      device: "desktop",
      ...landing,
    }),
    ip,
    userAgent: FIREFOX,
    optedOut: false,
    now: new Date(),
  });
  expect(counted).toMatchObject({ ok: true, value: "counted" });
}

beforeAll(async () => {
  await insertOpenJob(database().db, JOB_ID, "Funnel Engineer");
  for (const role of ["editor", "recruiter", "admin"] as const) {
    const account = await createVerifiedAccount(`funnels-${role}`);
    await db().update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
  }
  // A visitor from a job fair's link views the job, opens the form and applies.
  const ip = crypto.randomUUID();
  await pageView(ip, { path: `/careers/job/${JOB_ID}`, source: "JobFair" });
  await pageView(ip, { path: `/careers/apply/${JOB_ID}` });
  const applied = await handle(
    new Request(`${SITE}/careers/apply/${JOB_ID}`, {
      method: "POST",
      body: applicationFormData(validApplicationFields({ email: "funnel@example.org" })),
      headers: { origin: SITE, "user-agent": FIREFOX },
    }),
    ip,
  );
  expect(applied.status).toBe(302);
  await runAnalyticsRollup(new Date(), 30);
});

test("Jobs › Funnels: Recruiters and Administrators see a job's funnel and sources; an Editor gets 403", async () => {
  const path = `/admin/jobs/funnels?range=7d&job=${JOB_ID}`;
  for (const role of ["recruiter", "admin"] as const) {
    const response = await get(path, cookies[role]);
    expect(response.status).toBe(200);
    // Without React's text separators, as a reader gets it.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Funnel: Funnel Engineer");
    expect(html).toMatch(/Viewed the job<\/span>.*?>1<\/span>/s);
    expect(html).toMatch(/Applied<\/span>.*?>1<\/span> · 100% of the step before/s);
    // The job fair brought the visitor and the application (first and last source), no hire yet.
    const cells = [1, 1, 0, 1, 0].map((value) => `<td[^>]*>${value}</td>`).join("");
    expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>jobfair</th>${cells}</tr>`));
    expect(html).toContain("Inquiries by source");
  }
  const refused = await get(path, cookies.editor);
  expect(refused.status).toBe(403);
  expect(await refused.text()).not.toContain("Funnel Engineer");
  const anonymous = await get(path);
  expect(anonymous.status).toBe(302);
});

test("a job that is gone says so; a bad range falls back with its message", async () => {
  const html = await (
    await get("/admin/jobs/funnels?range=custom&from=2026-02-30&to=x&job=gone", cookies.recruiter)
  ).text();
  expect(html).toContain("That job no longer exists.");
  expect(html).toContain("Enter dates as YYYY-MM-DD.");
});

test("the dashboard shows applications and inquiries by source to hiring roles only", async () => {
  const recruiter = await (await get("/admin", cookies.recruiter)).text();
  expect(recruiter).toContain("Applications by source");
  expect(recruiter).toContain("Inquiries by source");
  expect(recruiter).toMatch(
    /Applications by source per week<\/title><desc[^>]*>[^<]*1 application \(jobfair 1\)/,
  );
  const editor = await (await get("/admin", cookies.editor)).text();
  expect(editor).not.toContain("Applications by source");
});
