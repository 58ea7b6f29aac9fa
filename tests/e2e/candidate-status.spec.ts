import path from "node:path";
import type { Page } from "@playwright/test";
import { formatLongDate } from "../../app/utils/dates";
import { SAMPLE_PDF } from "../helpers/application-form";
import { outboxLink } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { applyAs, uniquePerson, type Applicant } from "./helpers/inbox";
import { asNewVisitor, PHONE } from "./helpers/visitor";

// Issue 30 item 1: a candidate follows their application on the private page
// their confirmation e-mail links to, from Received to Closed, with and
// without JavaScript, on a wide screen and on a phone.

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
const DESKTOP = { width: 1440, height: 900 };
const STATUS_LINK = /https?:\/\/\S+\/careers\/status\/[A-Za-z0-9_-]{43}/;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The link in the applicant's confirmation e-mail (the server writes mail to DATA_DIR/outbox). */
function statusLinkOf(applicant: Applicant): Promise<string> {
  return outboxLink(process.env.E2E_DATA_DIR!, applicant.email, STATUS_LINK);
}

/** `notice`: the answer's notice (a closing e-mail is written to the outbox: "status-outboxed"). */
async function moveTo(
  page: Page,
  applicant: Applicant,
  status: string,
  { job = "", notice = "status-saved" } = {},
) {
  await page.goto(
    `/admin/applications?q=${encodeURIComponent(applicant.email)}${job ? `&job=${job}` : ""}`,
  );
  const table = page.getByRole("table", { name: "Applications, newest first" });
  await table.getByRole("link", { name: `${applicant.firstName} ${applicant.lastName}` }).click();
  await page.getByLabel("Change status").selectOption(status);
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page).toHaveURL(new RegExp(`notice=${notice}`));
}

/** The current stage: the status summary's heading. */
const stage = (page: Page) => page.locator("#status-heading");
const lastChange = (page: Page) =>
  page.locator("dt", { hasText: "Last change" }).locator("xpath=following-sibling::dd[1]");

for (const javaScriptEnabled of [true, false]) {
  for (const [label, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    test(`a candidate follows the application from Received to Interview and withdraws (${label} px, JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      adminPage,
      browser,
      baseURL,
    }) => {
      const applicant = uniquePerson(`Status${label}${javaScriptEnabled ? "Js" : "NoJs"}`);
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
      const candidate = await context.newPage();
      // axe runs in the page, so it checks the JavaScript runs; the markup is the same without.
      const checkAxe = () => (javaScriptEnabled ? expectNoAxeViolations(candidate) : undefined);
      await asNewVisitor(candidate);
      await applyAs(candidate, applicant);

      const link = await statusLinkOf(applicant);
      const first = await candidate.goto(link);
      expect(first?.status()).toBe(200);
      expect(first?.headers()["cache-control"]).toBe("private, no-store");
      expect(first?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(candidate.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(stage(candidate)).toHaveText("Received");
      await expect(candidate.getByRole("heading", { level: 1 })).toHaveText(
        "Cloud Solutions Architect",
      );
      const steps = candidate.getByRole("list", { name: "Stages of your application" });
      await expect(steps.locator('[aria-current="step"]')).toContainText("Received");
      await checkAxe();
      await shot(candidate, `status-received-${label}-${javaScriptEnabled ? "js" : "nojs"}`);
      // Seen again: rendered again, never a copy from the page cache.
      const second = await candidate.goto(link);
      expect(second?.headers()["x-cache"]).toBeUndefined();

      // While it is new, the résumé can be replaced.
      await candidate
        .getByLabel("New résumé")
        .setInputFiles({ name: "newer-cv.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
      await candidate.getByRole("button", { name: "Replace résumé" }).click();
      await expect(
        candidate.getByRole("status").filter({ hasText: "Your new résumé replaced the old one." }),
      ).toBeVisible();
      await expect(candidate.getByText("newer-cv.pdf")).toBeVisible();

      // A recruiter moves it on; the candidate sees Interview and the day.
      await moveTo(adminPage, applicant, "interview");
      await candidate.goto(link);
      await expect(stage(candidate)).toHaveText("Interview");
      await expect(steps.locator('[aria-current="step"]')).toContainText("Interview");
      await expect(lastChange(candidate)).toHaveText(formatLongDate(new Date()));
      await expect(candidate.getByText("Replace your résumé")).toHaveCount(0);
      await checkAxe();
      await shot(candidate, `status-interview-${label}-${javaScriptEnabled ? "js" : "nojs"}`);

      // Withdraw: asked first, then closed.
      await candidate.getByRole("link", { name: "Withdraw application" }).click();
      await expect(
        candidate.getByText(/Withdraw your application for Cloud Solutions/),
      ).toBeVisible();
      await checkAxe();
      await shot(candidate, `status-confirm-${label}-${javaScriptEnabled ? "js" : "nojs"}`);
      await candidate.getByRole("button", { name: "Yes, withdraw my application" }).click();
      await expect(
        candidate.getByRole("status").filter({ hasText: "Your application was withdrawn." }),
      ).toBeVisible();
      await expect(stage(candidate)).toHaveText("Closed: Withdrawn by you");
      await expect(steps.locator('[aria-current="step"]')).toContainText("Closed");
      await expect(candidate.getByRole("link", { name: "Withdraw application" })).toHaveCount(0);
      await checkAxe();
      await shot(candidate, `status-closed-${label}-${javaScriptEnabled ? "js" : "nojs"}`);

      // The recruiters see it at once.
      await adminPage.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
      const row = adminPage
        .getByRole("table", { name: "Applications, newest first" })
        .getByRole("row")
        .filter({ hasText: applicant.email });
      await expect(row).toContainText("Withdrawn");
      await context.close();
    });
  }
}

test("a recruiter's review and closing show on one application's page; the candidate withdraws another", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const applicant = uniquePerson("StatusTwo");
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const candidate = await context.newPage();
  await asNewVisitor(candidate);
  await applyAs(candidate, applicant);
  const closedLink = await statusLinkOf(applicant);
  await applyAs(candidate, applicant, { job: "senior-software-engineer" });
  let otherLink = "";
  await expect.poll(async () => (otherLink = await statusLinkOf(applicant))).not.toBe(closedLink);

  await moveTo(adminPage, applicant, "review", { job: "cloud-solutions-architect" });
  await candidate.goto(closedLink);
  await expect(stage(candidate)).toHaveText("In review");
  await moveTo(adminPage, applicant, "rejected", {
    job: "cloud-solutions-architect",
    notice: "status-outboxed",
  });
  await candidate.goto(closedLink);
  await expect(stage(candidate)).toHaveText("Closed: Not selected this time");
  const steps = candidate.getByRole("list", { name: "Stages of your application" });
  await expect(steps.locator('[aria-current="step"]')).toContainText("Closed");
  await expect(lastChange(candidate)).toHaveText(formatLongDate(new Date()));
  await expect(candidate.getByRole("link", { name: "Withdraw application" })).toHaveCount(0);
  await expectNoAxeViolations(candidate);
  await shot(candidate, "status-not-selected-1440-js");

  // The other application is still open, and the candidate withdraws it.
  await candidate.goto(otherLink);
  await expect(candidate.getByRole("heading", { level: 1 })).toHaveText("Senior Software Engineer");
  await expect(stage(candidate)).toHaveText("Received");
  await candidate.getByRole("link", { name: "Withdraw application" }).click();
  await candidate.getByRole("button", { name: "Yes, withdraw my application" }).click();
  await expect(stage(candidate)).toHaveText("Closed: Withdrawn by you");
  await candidate.goto(closedLink);
  await expect(stage(candidate)).toHaveText("Closed: Not selected this time");
  await context.close();
});

test("an unknown link shows the same not-found page as any missing one, never saying why", async ({
  page,
}) => {
  await asNewVisitor(page);
  const answer = await page.goto(`/careers/status/${"A".repeat(43)}`);
  expect(answer?.status()).toBe(404);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expectNoAxeViolations(page);
});

test("a copy of the data is asked for on the page, confirmed from the mailbox and downloaded once", async ({
  browser,
  baseURL,
}) => {
  const applicant = uniquePerson("StatusData");
  const context = await browser.newContext({ baseURL, viewport: PHONE, acceptDownloads: true });
  const candidate = await context.newPage();
  await asNewVisitor(candidate);
  await applyAs(candidate, applicant);
  await candidate.goto(await statusLinkOf(applicant));
  await candidate.getByRole("button", { name: "Request a copy of my data" }).click();
  await expect(
    candidate.getByRole("status").filter({ hasText: "We sent an e-mail to the address" }),
  ).toBeVisible();

  const confirm = await outboxLink(
    process.env.E2E_DATA_DIR!,
    applicant.email,
    /https?:\/\/\S+\/careers\/my-data\/[A-Za-z0-9_-]{43}/,
  );
  const opened = await candidate.goto(confirm);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(candidate.getByRole("heading", { level: 1 })).toHaveText(
    "Download a copy of your data",
  );
  await expectNoAxeViolations(candidate);
  await shot(candidate, "my-data-export-390-js");
  const [download] = await Promise.all([
    candidate.waitForEvent("download"),
    candidate.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/personal-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Used: the link opens nothing any more.
  const again = await candidate.goto(confirm);
  expect(again?.status()).toBe(404);
  await expect(candidate.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await shot(candidate, "link-not-working-390-js");
  await context.close();
});
