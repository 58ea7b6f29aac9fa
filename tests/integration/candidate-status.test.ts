// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import crypto from "node:crypto";
import fs from "node:fs";
import { and, desc, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, expect, test } from "vitest";
import { applications, auditLog, candidateLinks, emailDeliveries } from "~/db/schema";
import { resumePath } from "~/modules/applications/resume-storage.server";
import { listStatusChanges } from "~/modules/applications/status-history.server";
import { CANDIDATE_PAGE_RATE_LIMIT } from "~/modules/candidate-status/candidate-status-schema";
import { classifyRequest, isStorableResponse } from "../../server/page-cache/cache-policy";
import {
  applicationFormData,
  insertOpenJob,
  SAMPLE_PDF,
  validApplicationFields,
} from "../helpers/application-form";
import { getEnv } from "~/utils/env.server";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 1: the candidate's status page, through the request handler.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const JOB_ID = "status-page-engineer";
const BASE = "http://localhost:3000";

let visitor = 0;
/** A visitor of its own per call unless one is given: the per-address limit is tested on its own. */
const ip = () => `198.51.100.${++visitor % 250}`;

beforeAll(async () => {
  await insertOpenJob(database().db, JOB_ID, "Status Page Engineer");
});

/** Applies through the apply route and returns the status token its confirmation e-mail carries. */
async function apply(email = `cand-${crypto.randomUUID()}@example.org`) {
  const answer = await handle(
    new Request(`${BASE}/careers/apply/${JOB_ID}`, {
      method: "POST",
      body: applicationFormData(validApplicationFields({ email })),
    }),
    ip(),
  );
  expect(answer.status).toBe(302);
  const token = await linkMailedTo(email, /\/careers\/status\/([A-Za-z0-9_-]{43})/);
  const [row] = await database()
    .db.select()
    .from(applications)
    .where(eq(applications.email, email));
  return { email, token, id: row!.id, row: row! };
}

async function linkMailedTo(email: string, pattern: RegExp): Promise<string> {
  const mails = await database()
    .db.select({ text: emailDeliveries.textBody })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, email))
    .orderBy(desc(emailDeliveries.createdAt));
  for (const mail of mails) {
    const found = pattern.exec(mail.text)?.[1];
    if (found) return found;
  }
  throw new Error(`no link to ${email}`);
}

const page = (token: string, from = ip()) =>
  handle(new Request(`${BASE}/careers/status/${token}`), from);

function post(token: string, fields: Record<string, string>, file?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("resume", file);
  return handle(new Request(`${BASE}/careers/status/${token}`, { method: "POST", body }), ip());
}

const pdf = (name = "new-cv.pdf", bytes: Uint8Array = SAMPLE_PDF) =>
  new File([bytes as BlobPart], name, { type: "application/pdf" });

async function setStatus(id: string, status: "review" | "interview") {
  await database().db.update(applications).set({ status }).where(eq(applications.id, id));
}

test("the confirmation e-mail's link is stored hashed and ends with the application's retention", async () => {
  const { token, id, row } = await apply();
  const links = await database()
    .db.select()
    .from(candidateLinks)
    .where(eq(candidateLinks.applicationId, id));
  expect(links).toHaveLength(1);
  expect(links[0]).toMatchObject({ purpose: "status", revokedAt: null });
  expect(links[0]!.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
  expect(links[0]!.expiresAt.getTime() - row.createdAt.getTime()).toBe(
    getEnv().RETENTION_DAYS * 86_400_000,
  );
});

test("the page shows the application as Received, privately: noindex, no-store, never page-cached", async () => {
  const { token } = await apply();
  const answer = await page(token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(answer.headers.get("referrer-policy")).toBe("same-origin");
  expect(answer.headers.get("x-cache")).toBeNull();
  const html = await answer.text();
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  expect(html).toContain("Status Page Engineer");
  expect(html).toMatch(/<h2[^>]*id="status-heading"[^>]*>Received<\/h2>/);
  expect(html).toContain("What happens next");
  // The page cache never looks the page up nor keeps it, whatever the route answered.
  expect(classifyRequest("GET", `/careers/status/${token}`, {})).toBe("private");
  expect(classifyRequest("GET", `/careers/my-data/${token}`, {})).toBe("private");
  expect(
    isStorableResponse(200, { "cache-control": answer.headers.get("cache-control") ?? "" }),
  ).toBe(false);
});

test("unknown, malformed, replaced and expired links all answer the same 404 page", async () => {
  const { token, id } = await apply();
  const bodies: string[] = [];
  const expectGone = async (path: string) => {
    const answer = await handle(new Request(`${BASE}${path}`), ip());
    expect(answer.status, path).toBe(404);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toContain("This link does not work");
    bodies.push(html.replaceAll(/\/careers\/status\/[^"<]*/g, ""));
  };
  await expectGone(`/careers/status/${crypto.randomBytes(32).toString("base64url")}`);
  await expectGone("/careers/status/short");

  // Replaced: a newer status link for the same application.
  const { issueCandidateLink } = await import("~/modules/applications/candidate-links.server");
  const newer = await database().db.transaction((tx) =>
    issueCandidateLink(tx, id, "status", new Date(Date.now() + 86_400_000)),
  );
  await expectGone(`/careers/status/${token}`);
  expect((await page(newer)).status).toBe(200);

  // Expired.
  await database()
    .db.update(candidateLinks)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(candidateLinks.applicationId, id));
  await expectGone(`/careers/status/${newer}`);
  expect(new Set(bodies).size).toBe(1);
});

test("one address gets its limit of views, then a 429 page with Retry-After", async () => {
  const { token } = await apply();
  const from = "203.0.113.201";
  for (let i = 0; i < CANDIDATE_PAGE_RATE_LIMIT.points; i += 1) {
    expect((await page(token, from)).status).toBe(200);
  }
  const limited = await page(token, from);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(limited.headers.get("cache-control")).toBe("private, no-store");
  const html = await limited.text();
  expect(html).toContain("Too many requests from your network");
  expect(html).toContain("<footer");
  // Another address is not held back.
  expect((await page(token, "203.0.113.202")).status).toBe(200);
});

test("withdrawing asks first, then closes the application as the candidate, in the history the recruiters read", async () => {
  const { token, id } = await apply();
  const confirm = await handle(
    new Request(`${BASE}/careers/status/${token}?confirm=withdraw`),
    ip(),
  );
  const confirmHtml = await confirm.text();
  expect(confirmHtml).toContain("Yes, withdraw my application");
  expect(await (await page(token)).text()).not.toContain("Yes, withdraw my application");

  const done = await post(token, { intent: "withdraw" });
  expect(done.status).toBe(302);
  expect(done.headers.get("location")).toBe(
    `/careers/status/${token}?done=withdrawn#status-heading`,
  );
  const [row] = await database()
    .db.select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  expect(row!.status).toBe("withdrawn");
  expect(await listStatusChanges(id)).toMatchObject([
    { by: "candidate", from: "new", to: "withdrawn" },
  ]);

  const html = await (await page(token)).text();
  expect(html).toMatch(/id="status-heading"[^>]*>Closed: Withdrawn by you</);
  expect(html).not.toContain("Withdraw application");
  // Twice: refused, never a 5xx.
  const again = await post(token, { intent: "withdraw" });
  expect(again.status).toBe(409);
  expect(await again.text()).toContain("This application is already closed.");
});

test("the résumé can be replaced while the application is new (the old file goes), and not after review", async () => {
  const { token, id, row } = await apply();
  const oldFile = resumePath(row.resumeKey);
  expect(fs.existsSync(oldFile)).toBe(true);

  const notPdf = await post(
    token,
    { intent: "replace-resume" },
    new File(["MZ not a pdf"], "cv.pdf", { type: "application/pdf" }),
  );
  expect(notPdf.status).toBe(415);
  expect(await notPdf.text()).toContain("Only PDF files are allowed");
  const none = await post(token, { intent: "replace-resume" });
  expect(none.status).toBe(400);
  expect(await none.text()).toContain("Resume is required");

  const replaced = await post(token, { intent: "replace-resume" }, pdf("updated-cv.pdf"));
  expect(replaced.status).toBe(302);
  const [after] = await database().db.select().from(applications).where(eq(applications.id, id));
  expect(after!.resumeFileName).toBe("updated-cv.pdf");
  expect(after!.resumeKey).not.toBe(row.resumeKey);
  expect(fs.existsSync(oldFile)).toBe(false);
  expect(fs.existsSync(resumePath(after!.resumeKey))).toBe(true);
  const audited = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "application.resume"), eq(auditLog.targetId, id)));
  expect(audited).toMatchObject([{ actorEmail: "candidate" }]);

  await setStatus(id, "review");
  const html = await (await page(token)).text();
  expect(html).toMatch(/id="status-heading"[^>]*>In review</);
  expect(html).not.toContain("Replace your résumé");
  const refused = await post(token, { intent: "replace-resume" }, pdf("late.pdf"));
  expect(refused.status).toBe(409);
  expect(await refused.text()).toContain("can no longer be replaced");
  const [kept] = await database()
    .db.select({ name: applications.resumeFileName })
    .from(applications)
    .where(eq(applications.id, id));
  expect(kept!.name).toBe("updated-cv.pdf");
});

test("a moved application shows its stage and the day of the last change", async () => {
  const { token, id } = await apply();
  await database()
    .db.update(applications)
    .set({ status: "interview" })
    .where(eq(applications.id, id));
  await database()
    .db.insert(auditLog)
    .values({
      action: "application.status",
      actorEmail: "recruiter@example.com",
      targetId: id,
      details: { from: "new", to: "interview" },
      createdAt: new Date("2026-02-03T15:00:00Z"),
    });
  const html = await (await page(token)).text();
  expect(html).toMatch(/id="status-heading"[^>]*>Interview</);
  expect(html).toContain('<time dateTime="2026-02-03T15:00:00.000Z">February 3, 2026</time>');
  expect(html).toContain("arranges each conversation");
});

test("a copy of the data is confirmed from the mailbox and downloads once", async () => {
  const { token, email } = await apply();
  const asked = await post(token, { intent: "request-export" });
  expect(asked.status).toBe(302);
  const dataToken = await linkMailedTo(email, /\/careers\/my-data\/([A-Za-z0-9_-]{43})/);
  // Opening the link changes nothing: a page with a button.
  const confirmPage = await handle(new Request(`${BASE}/careers/my-data/${dataToken}`), ip());
  expect(confirmPage.status).toBe(200);
  expect(confirmPage.headers.get("cache-control")).toBe("private, no-store");
  expect(await confirmPage.text()).toContain("Download my data");

  const download = () =>
    handle(
      new Request(`${BASE}/careers/my-data/${dataToken}/download`, {
        method: "POST",
        body: new URLSearchParams({ intent: "confirm" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      ip(),
    );
  const zip = await download();
  expect(zip.status).toBe(200);
  expect(zip.headers.get("content-type")).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  const json = JSON.parse(strFromU8(files["data.json"]!));
  expect(json.applications).toHaveLength(1);
  expect(json.applications[0].jobTitle).toBe("Status Page Engineer");
  const audit = await database()
    .db.select()
    .from(auditLog)
    .where(eq(auditLog.action, "person.export"));
  expect(audit.at(-1)).toMatchObject({ actorEmail: "candidate" });

  const second = await download();
  expect(second.status).toBe(302);
  expect((await handle(new Request(`${BASE}/careers/my-data/${dataToken}`), ip())).status).toBe(
    404,
  );
});

test("erasure is confirmed from the mailbox, removes everything of the address, and kills the status link", async () => {
  const { token, email } = await apply();
  const other = await apply(email.toUpperCase());
  const asked = await post(token, { intent: "request-erase" });
  expect(asked.status).toBe(302);
  const dataToken = await linkMailedTo(email, /\/careers\/my-data\/([A-Za-z0-9_-]{43})/);
  // The erase link does not download.
  const wrongDoor = await handle(
    new Request(`${BASE}/careers/my-data/${dataToken}/download`, {
      method: "POST",
      body: new URLSearchParams({ intent: "confirm" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    ip(),
  );
  expect(wrongDoor.status).toBe(302);

  const erased = await handle(
    new Request(`${BASE}/careers/my-data/${dataToken}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "confirm" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    ip(),
  );
  expect(erased.status).toBe(302);
  expect(erased.headers.get("location")).toBe("/careers/my-data/erased");
  const done = await handle(new Request(`${BASE}/careers/my-data/erased`), ip());
  expect(done.status).toBe(200);
  expect(await done.text()).toContain("Your data was erased");
  const left = await database()
    .db.select({ id: applications.id })
    .from(applications)
    .where(eq(sql`lower(${applications.email})`, email.toLowerCase()));
  expect(left).toEqual([]);
  expect((await page(token)).status).toBe(404);
  expect((await page(other.token)).status).toBe(404);
});

test("posts that are not the page's forms are refused with a 4xx", async () => {
  const { token } = await apply();
  expect((await post(token, { intent: "shout" })).status).toBe(400);
  expect((await post(token, {})).status).toBe(400);
  const urlEncoded = await handle(
    new Request(`${BASE}/careers/status/${token}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "withdraw" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    ip(),
  );
  expect(urlEncoded.status).toBe(400);
  const unknown = await post(crypto.randomBytes(32).toString("base64url"), { intent: "withdraw" });
  expect(unknown.status).toBe(404);
});
