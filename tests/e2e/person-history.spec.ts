import crypto from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import { applicationFormData, validApplicationFields } from "../helpers/application-form";
import { ADMIN, signIn } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { ownServerPort, SERVER_START_TIMEOUT_MS, startServer } from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// Issue 30 item 5, one person, one history, in the browser: on a server of
// its own (the talent pool's count is exact only there), one person's two
// CVs, job application and inquiry — sent from the same address in different
// cases — are linked on each other's pages, and the pool counts people.

test.describe.configure({ timeout: SERVER_START_TIMEOUT_MS + 120_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
const JOB = "senior-software-engineer";

/** The public forms' posts, as a browser without JavaScript sends them (the fast path). */
async function apply(url: string, email: string, job: string | null, firstName: string) {
  const body = applicationFormData(validApplicationFields({ email, firstName }));
  const response = await fetch(`${url}/careers/apply${job ? `/${job}` : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url },
    body,
  });
  expect(response.status, await response.text()).toBe(302);
}

async function inquire(url: string, email: string, company: string) {
  const response = await fetch(`${url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Grace Hopper",
      email,
      company,
      service: "cloud",
      message: "We would like to talk about a migration.",
      privacy: "on",
      idempotencyKey: crypto.randomUUID(),
    }),
  });
  expect(response.status, await response.text()).toBe(302);
}

async function checkPage(page: Page, name: string) {
  for (const [size, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`) });
  }
  await page.setViewportSize(VIEWPORTS[0][1]);
}

test("an application shows the same person's other applications and inquiry; the talent pool counts people", async ({
  browser,
}) => {
  const server = await startServer(
    ownServerPort(70),
    { APPLICATION_RATE_LIMIT: "100", CONTACT_RATE_LIMIT: "100" },
    { withAdmin: true },
  );
  try {
    // Grace: two CVs for the pool, one job application, one inquiry — one address, three spellings.
    await apply(server.url, "grace@example.org", null, "Grace");
    await apply(server.url, "Grace@Example.org", null, "Grace");
    await apply(server.url, "GRACE@example.org", JOB, "Grace");
    await inquire(server.url, "grace@EXAMPLE.org", "Navy Labs");
    // Someone else in the pool; a "+tag" is another address.
    await apply(server.url, "ada@example.org", null, "Ada");
    await apply(server.url, "grace+jobs@example.org", null, "Tagged");

    const context = await browser.newContext({ baseURL: server.url, reducedMotion: "reduce" });
    const page = await context.newPage();
    await asNewVisitor(page);
    await signIn(page, server.url, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);

    // The pool holds four CVs from three people.
    await page.goto("/admin/applications");
    const jobFilter = page.getByLabel("Job");
    await jobFilter.selectOption({ label: "General applications (talent pool), 3 people" });
    await expect(page).toHaveURL(/job=pool%3Ageneral/);
    const table = page.getByRole("table", { name: "Applications, newest first" });
    await expect(table.getByRole("row").filter({ hasText: "@example.org" })).toHaveCount(4);

    // Grace's job application lists her two CVs and her inquiry, not the +tag address.
    await page.goto(`/admin/applications?job=${JOB}`);
    await table.getByRole("link", { name: "Grace Okafor" }).click();
    const history = page.getByRole("region", { name: "Same person" });
    await expect(history.getByRole("link")).toHaveText([
      "Application: General application (talent pool)",
      "Application: General application (talent pool)",
      /^Inquiry: .+ \(Navy Labs\)$/,
    ]);
    await checkPage(page, "person-history-application");

    // The inquiry links back to all three applications.
    await history.getByRole("link", { name: /Navy Labs/ }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\/[^/]+$/);
    const back = page.getByRole("region", { name: "Same person" });
    await expect(back.getByRole("link", { name: /^Application: / })).toHaveCount(3);
    await expect(back.getByRole("link", { name: /Senior Software Engineer/ })).toBeVisible();
    await checkPage(page, "person-history-inquiry");
    await context.close();
  } finally {
    await server.stop();
  }
});
