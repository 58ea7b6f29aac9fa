// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailDeliveries, jobAlertSubscriptions, jobs } from "~/db/schema";
import { fanOutOpenings, sendInstantBatch } from "~/modules/job-alerts/alert-sending.server";
import { classifyRequest } from "../../server/page-cache/cache-policy";
import { insertOpenJob } from "../helpers/application-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 3: job alerts through the request handler — the form on the
// cached /careers page, subscribe, confirm, one-click unsubscribe.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const BASE = "http://localhost:3000";

let visitor = 0;
const ip = () => `198.51.100.${++visitor % 250}`;

beforeAll(async () => {
  await insertOpenJob(database().db, "alerts-existing-role", "Existing Role");
});

const post = (path: string, fields: Record<string, string>, from = ip()) =>
  handle(
    new Request(`${BASE}${path}`, { method: "POST", body: new URLSearchParams(fields) }),
    from,
  );

async function linkMailedTo(email: string): Promise<string> {
  const [mail] = await database()
    .db.select({ text: emailDeliveries.textBody })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, email))
    .orderBy(desc(emailDeliveries.createdAt))
    .limit(1);
  const token = /\/careers\/alerts\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no alert link mailed to ${email}`);
  return token;
}

test("/careers carries the subscribe form with the current search, the same HTML for every visitor, and stays cacheable", async () => {
  const path = "/careers?q=java&arrangement=remote";
  const first = await handle(new Request(`${BASE}${path}`), ip());
  const html = await first.text();
  expect(first.status).toBe(200);
  expect(html).toContain("Get new jobs by e-mail");
  expect(html).toMatch(
    /<form id="job-alert"[^>]*action="\/careers\/alerts#job-alert-error" method="post">/,
  );
  expect(html).toContain('<input type="hidden" name="q" value="java"/>');
  expect(html).toContain('<input type="hidden" name="arrangement" value="remote"/>');
  expect(classifyRequest("GET", path, {})).toBe("cacheable");
  const second = await (await handle(new Request(`${BASE}${path}`), ip())).text();
  expect(second).toBe(html);
  // The alert pages themselves are never cached.
  expect(classifyRequest("GET", "/careers/alerts", {})).toBe("private");
  expect(classifyRequest("GET", "/careers/alerts/abc", {})).toBe("private");
});

test("a bad address comes back as a field error with the typed values and the search kept (400, not 5xx)", async () => {
  const answer = await post("/careers/alerts", {
    email: "not-an-address",
    frequency: "weekly",
    q: "kotlin",
  });
  expect(answer.status).toBe(400);
  const html = await answer.text();
  expect(html).toContain("Please enter a valid email address");
  expect(html).toContain('value="not-an-address"');
  expect(html).toMatch(/value="weekly"[^>]*checked|checked[^>]*value="weekly"/);
  expect(html).toContain('<input type="hidden" name="q" value="kotlin"/>');
});

test("subscribe → confirm on the page (not on the GET) → instant alert with one-click headers → one-click POST unsubscribes", async () => {
  const email = "journey@example.org";
  const subscribed = await post("/careers/alerts", {
    email,
    frequency: "instant",
    q: "journey",
  });
  expect(subscribed.status).toBe(302);
  expect(subscribed.headers.get("Location")).toBe("/careers/alerts?sent=1");
  const token = await linkMailedTo(email);

  const confirmPage = await handle(new Request(`${BASE}/careers/alerts/${token}`), ip());
  expect(confirmPage.status).toBe(200);
  expect(confirmPage.headers.get("Cache-Control")).toBe("private, no-store");
  expect(confirmPage.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(await confirmPage.text()).toContain("Confirm job alert");
  const [pending] = await database()
    .db.select()
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.email, email));
  expect(pending?.confirmedAt).toBeNull();

  const confirmed = await post(`/careers/alerts/${token}`, { intent: "confirm" });
  expect(confirmed.status).toBe(302);

  await insertOpenJob(database().db, "journey-lead", "Journey Lead");
  await database().db.update(jobs).set({ isActive: false }).where(eq(jobs.id, "journey-lead"));
  const { noteJobOpened } = await import("~/modules/job-alerts/alert-sending.server");
  await database().db.transaction(async (tx) => {
    await tx.update(jobs).set({ isActive: true }).where(eq(jobs.id, "journey-lead"));
    await noteJobOpened(tx, "journey-lead");
  });
  await fanOutOpenings(new Date(), ({ jobId, subscriptionIds }) =>
    sendInstantBatch(jobId, subscriptionIds).then(() => {}),
  );
  const [alert] = await database()
    .db.select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.purpose, "job-alert"));
  expect(alert?.toAddress).toBe(email);
  const unsubscribeUrl = /<(.+)>/.exec(alert!.headers!["List-Unsubscribe"]!)![1]!;
  expect(alert!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  // What a mail program sends (RFC 8058): a POST with no cookie and no Origin.
  const oneClick = await handle(
    new Request(unsubscribeUrl.replace(/^https?:\/\/[^/]+/, BASE), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
    ip(),
  );
  expect(oneClick.status).toBe(200);
  expect(
    await database()
      .db.select()
      .from(jobAlertSubscriptions)
      .where(eq(jobAlertSubscriptions.email, email)),
  ).toHaveLength(0);
  // The link is dead now: the same page as any unknown link.
  expect((await handle(new Request(`${BASE}/careers/alerts/${token}`), ip())).status).toBe(404);
});
