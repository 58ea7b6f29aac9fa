import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailDeliveries, jobs, user } from "~/db/schema";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { insertApplication } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 6 through the request handler: a job's Matching people page
// (Recruiters and Administrators; Editors 403 on the page and the post), and
// "Invite to apply" as a plain form post without JavaScript, once.
const database = setupTestDatabase();
const db = () => database().db;
const handle = createTestRequestHandler();
const BASE = "http://localhost:3000";
const PAGE = "/admin/jobs/matches/platform-engineer";
const cookies = { admin: "", recruiter: "", editor: "" };
let applicationId = "";

beforeAll(async () => {
  cookies.admin = (await createAdmin("rediscovery")).cookie;
  for (const role of ["recruiter", "editor"] as const) {
    const account = await createVerifiedAccount(`rediscovery-${role}`);
    await db().update(user).set({ role }).where(eq(user.id, account.userId));
    cookies[role] = account.cookie;
  }
  await db()
    .insert(jobs)
    .values(
      demoJobValues({
        id: "platform-engineer",
        title: "Platform Engineer",
        department: "Engineering",
        location: "Hybrid — Hamilton, NJ",
        type: "Full-time",
        description: "Run our clients' platforms.",
        responsibilities: ["Keep clusters healthy"],
        requirements: ["Production experience with Kubernetes"],
        isActive: true,
        postedDaysAgo: 1,
      }),
    );
  applicationId = (
    await insertApplication({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      jobTitle: "General application",
      isGeneral: true,
      coverLetter:
        "I have run Kubernetes clusters for banks and hospitals for six years, and I like writing the runbooks people actually read.",
      futureOpeningsConsent: true,
    })
  ).id;
});

const decode = (html: string) =>
  html
    // React separates text parts with empty comments.
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

async function get(cookie: string) {
  const response = await handle(new Request(`${BASE}${PAGE}`, { headers: { cookie } }));
  return { status: response.status, html: decode(await response.text()) };
}

/** The form as a browser without JavaScript posts it: url-encoded, a full page back. */
async function invite(cookie: string, fields = { intent: "invite", applicationId }) {
  const response = await handle(
    new Request(`${BASE}${PAGE}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return { status: response.status, html: decode(await response.text()) };
}

const invitationMails = () =>
  db().select().from(emailDeliveries).where(eq(emailDeliveries.purpose, "job-invitation"));

test("Editors get 403 on the page and the post; nothing is sent", async () => {
  expect((await get(cookies.editor)).status).toBe(403);
  expect((await invite(cookies.editor)).status).toBe(403);
  expect(await invitationMails()).toHaveLength(0);
});

test("a recruiter sees the match explained and invites without JavaScript, once", async () => {
  const page = await get(cookies.recruiter);
  expect(page.status).toBe(200);
  expect(page.html).toContain("Ada Lovelace");
  expect(page.html).toContain("Latest application: General application (talent pool)");
  expect(page.html).toContain("Keyword: Kubernetes");
  expect(page.html).toContain("Matching: 1 person");
  expect(page.html).toMatch(/<form[^>]*method="post"[^>]*>.*?name="applicationId"/s);
  expect(page.html).toContain('aria-label="Invite Ada Lovelace to apply"');

  const sent = await invite(cookies.recruiter);
  expect(sent.status).toBe(200);
  expect(sent.html).toContain("Invitation sent to Ada Lovelace.");
  expect(sent.html).toMatch(/Invited on\s*<time/);
  expect(await invitationMails()).toHaveLength(1);

  // The second click (another tab, a stale page, an administrator): nothing more is sent.
  const again = await invite(cookies.admin);
  expect(again.status).toBe(409);
  expect(again.html).toMatch(/Already invited on [^<]+\. Nothing was sent\./);
  expect(await invitationMails()).toHaveLength(1);
});

test("a forged post is a 400 and an unknown job goes back to the list", async () => {
  const forged = await invite(cookies.recruiter, { intent: "invite", applicationId: "not-a-uuid" });
  expect(forged.status).toBe(400);
  const unknown = await handle(
    new Request(`${BASE}/admin/jobs/matches/no-such-job`, { headers: { cookie: cookies.admin } }),
  );
  expect(unknown.status).toBe(302);
  expect(unknown.headers.get("location")).toContain("/admin/jobs");
});
