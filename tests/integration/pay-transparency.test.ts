import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditLog, jobs } from "~/db/schema";
import { createAdmin } from "../helpers/accounts";
import { insertOpenJob } from "../helpers/application-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 7, pay transparency: a job in a place whose law requires a
// pay range (Settings › Hiring) cannot be published without one; the range
// is on the job page and in JobPosting baseSalary; the apply form never asks
// for salary history.
const database = setupTestDatabase();
const handle = createTestRequestHandler();
const BASE = "http://localhost:3000";
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("pay")).cookie;
});

function body(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((entry, i) => data.append(`${name}[${i}]`, entry));
    else data.append(name, value);
  }
  return data;
}

const jobFields = (overrides: Record<string, string | string[]> = {}) =>
  body({
    title: "Payroll Analyst",
    department: "Finance",
    location: "Hybrid — Hamilton, NJ",
    type: "Full-time",
    description: "Counts carefully.",
    responsibilities: ["Count"],
    requirements: ["Care"],
    publish: "now",
    salaryCurrency: "USD",
    salaryUnit: "YEAR",
    ...overrides,
  });

async function post(path: string, form: FormData) {
  const response = await handle(
    new Request(`${BASE}${path}`, { method: "POST", headers: { cookie }, body: form }),
  );
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: (await response.text())
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&"),
  };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`${BASE}${path}`, { headers }));
  return { status: response.status, html: await response.text() };
}

test("publishing a job in New Jersey without a range is a field error naming the place, values kept", async () => {
  const answer = await post("/admin/jobs/new", jobFields({ title: "Payroll Analyst One" }));
  expect(answer.status).toBe(400);
  expect(answer.html).toContain("A salary range is required for jobs in New Jersey");
  expect(answer.html).toContain('value="Payroll Analyst One"');
  const half = await post(
    "/admin/jobs/new",
    jobFields({ title: "Payroll Analyst One", salaryMin: "90000" }),
  );
  expect(half.status).toBe(400);
  expect(half.html).toContain("A salary range is required for jobs in New Jersey: add the maximum");
  expect(
    await database().db.select().from(jobs).where(eq(jobs.title, "Payroll Analyst One")),
  ).toEqual([]);
});

test("with the range the job is published, shows it, and JobPosting carries it as a range", async () => {
  const saved = await post(
    "/admin/jobs/new",
    jobFields({ title: "Payroll Analyst Two", salaryMin: "90000", salaryMax: "120000" }),
  );
  expect(saved).toMatchObject({ status: 302, location: "/admin/jobs?notice=created" });
  const page = await get("/careers/job/payroll-analyst-two");
  expect(page.status).toBe(200);
  expect(page.html).toContain("$90,000 – $120,000 per year");
  const job = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((node) => node["@type"] === "JobPosting");
  expect(job?.baseSalary).toEqual({
    "@type": "MonetaryAmount",
    currency: "USD",
    value: { "@type": "QuantitativeValue", minValue: 90000, maxValue: 120000, unitText: "YEAR" },
  });
});

test("a draft may wait for its range, but opening it from the list is refused with the reason", async () => {
  const draft = await post(
    "/admin/jobs/new",
    jobFields({ title: "Payroll Analyst Three", publish: "draft" }),
  );
  expect(draft.status).toBe(302);
  const opened = await post(
    "/admin/jobs",
    body({ intent: "activate", jobId: "payroll-analyst-three" }),
  );
  expect(opened.status).toBe(409);
  expect(opened.html).toContain(
    "A salary range is required for jobs in New Jersey: add one to Payroll Analyst Three before opening it",
  );
  const [row] = await database()
    .db.select({ isActive: jobs.isActive })
    .from(jobs)
    .where(eq(jobs.id, "payroll-analyst-three"));
  expect(row?.isActive).toBe(false);
  // Editing it to publish now asks for the range too.
  const edited = await post(
    "/admin/jobs/edit/payroll-analyst-three",
    jobFields({ title: "Payroll Analyst Three" }),
  );
  expect(edited.status).toBe(400);
  expect(edited.html).toContain("A salary range is required for jobs in New Jersey");
});

test("a job elsewhere needs no range", async () => {
  const saved = await post(
    "/admin/jobs/new",
    jobFields({ title: "Payroll Analyst Four", location: "Remote (US)" }),
  );
  expect(saved.status).toBe(302);
});

test("Settings › Hiring lists the places; the list is editable and audited, and the rule follows it", async () => {
  const page = await get("/admin/settings/hiring", { cookie });
  expect(page.status).toBe(200);
  expect(page.html).toContain("Places that require a pay range");
  expect(page.html).toContain("New Jersey: NJ, New Jersey");
  expect(page.html).toContain("the EU: EU, European Union, Austria");

  const bad = await post(
    "/admin/settings/hiring",
    body({ responseTargetDays: "5", payTransparencyPlaces: "Oregon" }),
  );
  expect(bad.status).toBe(400);
  expect(bad.html).toContain('Write each place as "Name: word, word"');

  const saved = await post(
    "/admin/settings/hiring",
    body({
      responseTargetDays: "5",
      overdueDigest: "on",
      payTransparencyPlaces: "Oregon: OR, Oregon\nTexas: TX",
    }),
  );
  expect(saved.status).toBe(302);
  const [entry] = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "hiring.settings")));
  expect(entry?.details).toMatchObject({ payTransparencyPlaces: "Oregon, Texas" });

  // New Jersey is no longer listed; Texas is.
  expect((await post("/admin/jobs/new", jobFields({ title: "Payroll Analyst Five" }))).status).toBe(
    302,
  );
  const texas = await post(
    "/admin/jobs/new",
    jobFields({ title: "Payroll Analyst Six", location: "Austin, TX" }),
  );
  expect(texas.status).toBe(400);
  expect(texas.html).toContain("A salary range is required for jobs in Texas");
});

test("the application form never asks for salary history", async () => {
  await insertOpenJob(database().db, "ledger-keeper", "Ledger Keeper");
  const page = await get("/careers/apply/ledger-keeper");
  expect(page.status).toBe(200);
  const form = /<form[^>]*method="post"[\s\S]*?<\/form>/i.exec(page.html)?.[0] ?? "";
  expect(form).toContain('name="email"');
  expect(form).not.toMatch(/salary|compensation|\bpay\b|earn/i);
});
