import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { applications, auditLog, inquiries, trackingLinks, user as users } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { collectPageView } from "~/modules/analytics/collect.server";
import { flushClicks } from "~/modules/tracking-links/clicks.server";
import {
  createTrackingLink,
  listTrackingLinks,
} from "~/modules/tracking-links/tracking-links.server";
import { createVerifiedAccount } from "../helpers/accounts";
import {
  applicationFormData,
  insertOpenJob,
  validApplicationFields,
} from "../helpers/application-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 31 items 3 and 4: every application and inquiry records the first
// and last source of its visit (the page views counted under the sender's
// daily visitor hash, or the form page's own UTM values without JavaScript); a tracking link redirects to its job carrying
// its channel, counts the click, and its row counts what it brought.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const SITE = "http://localhost:3000";
const JOB_ID = "attribution-engineer";
const cookies = { editor: "", recruiter: "", admin: "" };
let recruiter: Actor;

beforeAll(async () => {
  await insertOpenJob(database().db, JOB_ID, "Attribution Engineer");
  for (const role of ["editor", "recruiter", "admin"] as const) {
    const account = await createVerifiedAccount(`attribution-${role}`);
    await db().update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
    if (role === "recruiter") {
      recruiter = {
        user: { id: account.userId, email: account.email, name: "Rita Recruiter", role },
        ip: "203.0.113.5",
      };
    }
  }
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

/** A page view as the beacon reports it, from this address and browser. */
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

function apply(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  ip: string = crypto.randomUUID(),
) {
  return handle(
    new Request(`${SITE}/careers/apply/${JOB_ID}`, {
      method: "POST",
      body: applicationFormData(validApplicationFields(fields)),
      headers: { origin: SITE, "user-agent": FIREFOX, ...headers },
    }),
    ip,
  );
}

const get = (path: string, cookie = "") =>
  handle(new Request(`${SITE}${path}`, { headers: { cookie } }));

test("an application records its visit's first and last source; the detail page, the inbox filter and the CSV name them", async () => {
  const email = "utm.visitor@example.org";
  const ip = crypto.randomUUID();
  await pageView(ip, { source: "newsletter", medium: "email", campaign: "spring-hiring" });
  await pageView(ip, { path: "/careers" });
  await pageView(ip, { path: "/blog", referrer: "google.com" });
  await pageView(ip, { path: `/careers/apply/${JOB_ID}` });
  const response = await apply({ email }, {}, ip);
  expect(response.status).toBe(302);
  const [row] = await db().select().from(applications).where(eq(applications.email, email));
  expect(row?.visitSource).toEqual({
    first: { source: "newsletter", medium: "email", campaign: "spring-hiring" },
    last: { source: "google.com", medium: "referral", campaign: "" },
  });

  const detail = await (await get(`/admin/applications/${row!.id}`, cookies.recruiter)).text();
  expect(detail).toContain("First source");
  expect(detail).toContain("newsletter · email · spring-hiring");
  expect(detail).toContain("google.com · referral");

  const filtered = await (
    await get("/admin/applications?source=newsletter", cookies.recruiter)
  ).text();
  expect(filtered).toContain(email);
  const other = await (await get("/admin/applications?source=linkedin", cookies.recruiter)).text();
  expect(other).not.toContain(email);

  const csv = await (
    await get("/admin/applications/export.csv?source=NEWSLETTER", cookies.recruiter)
  ).text();
  expect(csv).toContain("First source,Last source,Admin link");
  expect(csv).toContain("newsletter · email · spring-hiring,google.com · referral,");
});

test("without page views (no JavaScript) the form page's UTM values count; a visitor who asked not to be measured is not attributed", async () => {
  const noScript = "no.script@example.org";
  const referer = `${SITE}/careers/apply/${JOB_ID}?utm_source=jobfair&utm_medium=print&utm_campaign=newark`;
  expect((await apply({ email: noScript }, { referer })).status).toBe(302);
  const [fallback] = await db().select().from(applications).where(eq(applications.email, noScript));
  expect(fallback?.visitSource?.last).toEqual({
    source: "jobfair",
    medium: "print",
    campaign: "newark",
  });

  const optedOut = "do.not.track@example.org";
  expect((await apply({ email: optedOut }, { referer, dnt: "1" })).status).toBe(302);
  const [none] = await db().select().from(applications).where(eq(applications.email, optedOut));
  expect(none?.visitSource).toBeNull();
});

test("an inquiry records its sources, shown on its page and filterable in the inbox", async () => {
  const email = "client.from.linkedin@example.org";
  const body = new URLSearchParams({
    name: "Casey Client",
    email,
    company: "Client Co",
    service: "cloud",
    message: "We would like to talk about moving our data platform to the cloud.",
    privacy: "on",
    idempotencyKey: crypto.randomUUID(),
  });
  const ip = crypto.randomUUID();
  await pageView(ip, { source: "linkedin", medium: "social", campaign: "q4" });
  await pageView(ip, { path: "/contact" });
  const response = await handle(
    new Request(`${SITE}/contact`, {
      method: "POST",
      body,
      headers: {
        origin: SITE,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": FIREFOX,
      },
    }),
    ip,
  );
  expect(response.status).toBe(302);
  const [row] = await db().select().from(inquiries).where(eq(inquiries.email, email));
  expect(row?.visitSource?.first.source).toBe("linkedin");
  const detail = await (await get(`/admin/inquiries/${row!.id}`, cookies.recruiter)).text();
  expect(detail).toContain("linkedin · social · q4");
  expect(await (await get("/admin/inquiries?source=linkedin", cookies.recruiter)).text()).toContain(
    email,
  );
  expect(
    await (await get("/admin/inquiries?source=google.com", cookies.recruiter)).text(),
  ).not.toContain(email);
  const csv = await (
    await get("/admin/inquiries/export.csv?source=linkedin", cookies.recruiter)
  ).text();
  expect(csv).toContain("linkedin · social · q4,linkedin · social · q4,");
});

test("a tracking link redirects to its job with its channel, counts the click, and its row counts the application", async () => {
  const created = await createTrackingLink(recruiter, {
    jobId: JOB_ID,
    channel: "Job fair Newark",
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const { code } = created.value;
  expect(code).toMatch(/^[A-Za-z0-9_-]{8}$/);

  const response = await get(`/j/${code}`);
  expect(response.status).toBe(302);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const location = new URL(response.headers.get("Location")!, SITE);
  expect(location.pathname).toBe(`/careers/job/${JOB_ID}`);
  expect(Object.fromEntries(location.searchParams)).toEqual({
    utm_source: "Job fair Newark",
    utm_medium: "tracking-link",
    utm_campaign: code,
  });
  await get(`/j/${code}`);
  expect((await get("/j/nosuchcd")).status).toBe(404);
  expect((await get("/j/%00bad")).status).toBe(404);
  await flushClicks();
  const [link] = await db().select().from(trackingLinks).where(eq(trackingLinks.code, code));
  expect(link?.clicks).toBe(2);

  // The visitor applies: the job page they landed on counted the link's UTM values.
  const ip = crypto.randomUUID();
  await pageView(ip, {
    path: `/careers/job/${JOB_ID}`,
    source: "Job fair Newark",
    medium: "tracking-link",
    campaign: code,
  });
  await apply({ email: "from.the.fair@example.org" }, {}, ip);
  const rows = await listTrackingLinks(recruiter);
  expect(rows.find((row) => row.code === code)).toMatchObject({
    channel: "Job fair Newark",
    jobTitle: "Attribution Engineer",
    clicks: 2,
    applications: 1,
    interviews: 0,
    hires: 0,
  });
  await db()
    .update(applications)
    .set({ status: "hired" })
    .where(eq(applications.email, "from.the.fair@example.org"));
  expect((await listTrackingLinks(recruiter)).find((row) => row.code === code)).toMatchObject({
    applications: 1,
    interviews: 1,
    hires: 1,
  });
});

test("tracking links are for Recruiters and Administrators, and creating one is audited", async () => {
  expect((await get("/admin/jobs/links", cookies.editor)).status).toBe(403);
  expect((await get("/admin/jobs/links", cookies.admin)).status).toBe(200);
  const post = (cookie: string, fields: Record<string, string>) =>
    handle(
      new Request(`${SITE}/admin/jobs/links`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { cookie, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      }),
    );
  expect((await post(cookies.editor, { jobId: JOB_ID, channel: "LinkedIn" })).status).toBe(403);
  expect((await post(cookies.recruiter, { jobId: JOB_ID, channel: "" })).status).toBe(400);
  expect(
    (await post(cookies.recruiter, { jobId: "no-such-job", channel: "LinkedIn" })).status,
  ).toBe(404);
  const created = await post(cookies.recruiter, { jobId: JOB_ID, channel: "Referral: Dana Smith" });
  expect(created.status).toBe(302);
  const page = await (await get("/admin/jobs/links", cookies.recruiter)).text();
  expect(page).toContain("Referral: Dana Smith");
  const entries = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "job.link"), eq(auditLog.targetId, JOB_ID)));
  expect(entries.some((entry) => entry.details?.channel === "Referral: Dana Smith")).toBe(true);
});
