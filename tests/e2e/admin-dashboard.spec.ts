import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_JOBS } from "../../app/modules/jobs/demo-jobs";
import { COVER_LETTER, SAMPLE_PDF } from "../helpers/application-form";
import { ADMIN, signIn } from "./helpers/accounts";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

const SHOTS = process.env.SCREENSHOT_DIR;

// Dashboard figures and the company settings change what every page shows,
// so these journeys run one after the other on a server of their own: the
// shared server's specs keep seeing the demo company and their own counts.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(45), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function signInAsAdmin(page: Page) {
  await asNewVisitor(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The value of a stat card, by its label. */
function figure(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();
}

async function apply(page: Page, jobId: string, firstName: string) {
  await asNewVisitor(page);
  await page.goto(`${server.url}/careers/apply/${jobId}`);
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Lindqvist");
  await page.getByLabel("Email Address").fill(`${firstName.toLowerCase()}@example.org`);
  await page.getByLabel("Phone Number").fill("(732) 555-0188");
  await page.getByLabel("Current Location").fill("New Brunswick, NJ");
  await page.getByLabel("Years of Experience").selectOption({ label: "7-10 years" });
  await page.getByLabel("Cover Letter").fill(COVER_LETTER);
  await page
    .getByLabel("Résumé")
    .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
}

async function sendInquiry(page: Page) {
  await asNewVisitor(page);
  await page.goto(`${server.url}/contact`);
  await page.getByLabel("Full Name").fill("Morgan Ellis");
  await page.getByLabel("Email Address").fill("morgan@example.org");
  await page.getByLabel("Company/Organization").fill("Lakeside Manufacturing");
  await page.getByLabel("Service of Interest").selectOption({ label: "Cloud Infrastructure" });
  await page.getByRole("textbox", { name: "Message" }).fill("We want to move to the cloud.");
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

/** The last row (this week) of the chart's data table: [applications, inquiries]. */
async function thisWeek(page: Page) {
  const chart = page.getByRole("region", { name: "Weekly activity" });
  await chart.getByText("Show data").click();
  const table = chart.getByRole("table", { name: "Applications and inquiries per week" });
  await expect(table.getByRole("row")).toHaveCount(13);
  return table.getByRole("row").last().getByRole("cell");
}

test("the dashboard's figures, tables and chart follow the real data", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: `Welcome back, ${ADMIN.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add New Job" })).toHaveAttribute(
    "href",
    "/admin/jobs/new",
  );

  const activeJobs = DEMO_JOBS.filter((job) => job.isActive).length;
  await expect(figure(page, "Active Jobs")).toHaveText(String(activeJobs));
  await expect(figure(page, "Total Applications")).toHaveText("0");
  await expect(figure(page, "New Applications")).toHaveText("0");
  await expect(figure(page, "Conversion Rate")).toHaveText("0%");

  // Recent Jobs: the five newest by creation (the demo jobs were created postedDaysAgo ago).
  const newest = [...DEMO_JOBS]
    .sort((a, b) => a.postedDaysAgo - b.postedDaysAgo || a.id.localeCompare(b.id))
    .slice(0, 5);
  const jobs = page.getByRole("table", { name: "Recent jobs" });
  await expect(jobs.getByRole("columnheader")).toHaveText([
    "Job Title",
    "Department",
    "Location",
    "Posted Date",
    "Status",
  ]);
  await expect(jobs.getByRole("rowheader")).toHaveText(newest.map((job) => job.title));
  const firstRow = jobs.getByRole("row").nth(1);
  await expect(firstRow.getByRole("cell").nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(firstRow.getByRole("cell").nth(3)).toHaveText(
    newest[0]!.isActive ? "Active" : "Inactive",
  );
  await expect(page.getByRole("link", { name: "View all jobs" })).toHaveAttribute(
    "href",
    "/admin/jobs",
  );
  await expect(page.getByText("No applications yet.")).toBeVisible();
  expect(await (await thisWeek(page)).allTextContents()).toEqual(["0", "0"]);

  // A visitor applies twice and sends a message.
  const visitor = await (await browser.newContext()).newPage();
  await apply(visitor, "cloud-solutions-architect", "Ingrid");
  await apply(visitor, "product-manager", "Tomas");
  await sendInquiry(visitor);
  await visitor.context().close();

  await page.reload();
  await expect(figure(page, "Total Applications")).toHaveText("2");
  await expect(figure(page, "New Applications")).toHaveText("2");
  await expect(figure(page, "Conversion Rate")).toHaveText("0%");
  await expect(figure(page, "Active Jobs")).toHaveText(String(activeJobs));

  const applications = page.getByRole("table", { name: "Recent applications" });
  await expect(applications.getByRole("rowheader")).toHaveText([
    /Tomas Lindqvist\s*tomas@example.org/,
    /Ingrid Lindqvist\s*ingrid@example.org/,
  ]);
  const newestRow = applications.getByRole("row").nth(1);
  await expect(newestRow.getByRole("cell").first()).toHaveText("Product Manager");
  await expect(newestRow.getByRole("cell").last()).toHaveText("New");
  await expect(newestRow.getByRole("link", { name: "Tomas Lindqvist" })).toHaveAttribute(
    "href",
    /^\/admin\/applications\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole("link", { name: "View all applications" })).toHaveAttribute(
    "href",
    "/admin/applications",
  );

  expect(await (await thisWeek(page)).allTextContents()).toEqual(["2", "1"]);
  await expect(
    page.getByRole("img", { name: "Applications and inquiries per week" }),
  ).toBeVisible();
});

const DEMO = {
  name: "Arcwell Technologies",
  email: "hello@example.com",
  phone: "(609) 555-0142",
  x: "https://x.com/example",
};

async function saveCompany(page: Page, values: Record<string, string>) {
  await page.goto(`${server.url}/admin/settings/company`);
  for (const [label, value] of Object.entries(values)) {
    // From its start: each office has an "Office phone" too.
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await page.getByLabel(new RegExp(`^${escaped}`)).fill(value);
  }
  await page.getByRole("button", { name: "Save company information" }).click();
  await expect(
    page.getByText("Company information saved. The website shows it now."),
  ).toBeVisible();
}

test("a company change shows at once in the header, footer and contact page; an empty social link is hidden", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await saveCompany(page, {
    "Company name": "Northwind Advisory",
    Email: "contact@northwind.example",
    Phone: "(732) 555-0199",
    "X (Twitter)": "",
    Weekdays: "Monday - Thursday: 8:00 AM - 5:00 PM EST",
  });
  await expect(page.getByText(`by ${ADMIN.email}`)).toBeVisible();

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await asNewVisitor(visitor);
  await visitor.goto(`${server.url}/`);
  const footer = visitor.getByRole("contentinfo");
  await expect(
    visitor.getByRole("link", { name: "Northwind Advisory home" }).first(),
  ).toBeVisible();
  await expect(footer.getByText("© ")).toContainText("Northwind Advisory. All rights reserved.");
  await expect(footer.getByRole("link", { name: "contact@northwind.example" })).toHaveAttribute(
    "href",
    "mailto:contact@northwind.example",
  );
  await expect(footer.getByRole("link", { name: "(732) 555-0199" })).toHaveAttribute(
    "href",
    "tel:+17325550199",
  );
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toBeVisible();
  await expect(footer.getByRole("link", { name: /X \(Twitter\)/ })).toHaveCount(0);
  await expect(footer.getByText(DEMO.email)).toHaveCount(0);

  await visitor.goto(`${server.url}/contact`);
  const main = visitor.getByRole("main");
  await expect(main.getByRole("link", { name: "contact@northwind.example" })).toBeVisible();
  await expect(main.getByRole("link", { name: "(732) 555-0199" })).toBeVisible();
  await expect(main.getByText("Monday - Thursday: 8:00 AM - 5:00 PM EST")).toBeVisible();
  await expect(main.getByRole("link", { name: /Facebook/ })).toBeVisible();
  await expect(main.getByRole("link", { name: /X \(Twitter\)/ })).toHaveCount(0);
  await visitor.context().close();

  // Recorded in the audit log, readable in Settings.
  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Action").selectOption({ label: "Company" });
  await expect(page).toHaveURL(/group=company/);
  const entries = page.getByRole("table", { name: "Audit log entries, newest first" });
  const entry = entries.getByRole("row").nth(1);
  await expect(entry.getByRole("rowheader")).toContainText("Updated company information");
  await expect(entry).toContainText(ADMIN.email);
  await expect(entry).toContainText("Company information");
  await expect(entry).toContainText(
    "Changed: Company name, Email, Phone, Weekday hours, X (Twitter) link",
  );
  await expect(entry.getByRole("cell").first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
  );

  // Restore the demo values (and the link comes back).
  await saveCompany(page, {
    "Company name": DEMO.name,
    Email: DEMO.email,
    Phone: DEMO.phone,
    "X (Twitter)": DEMO.x,
    Weekdays: "Monday - Friday: 9:00 AM - 6:00 PM EST",
  });
  await page.goto(`${server.url}/contact`);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: /X \(Twitter\)/ }),
  ).toHaveAttribute("href", DEMO.x);
  await expect(page.getByRole("contentinfo")).toContainText(`${DEMO.name}. All rights reserved.`);
});

/** The Administrator signed in without JavaScript, on Settings › Company. */
async function companySettingsWithoutScript(
  browser: Browser,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server.url}/admin/settings/company`);
  return { context, page };
}

test("on a phone without JavaScript the admin menu, always open there, scrolls away with the header instead of covering the form", async ({
  browser,
}) => {
  const { context, page } = await companySettingsWithoutScript(browser, {
    width: 390,
    height: 844,
  });
  const menu = page.getByRole("navigation", { name: "Admin mobile" });
  await expect(menu.getByRole("link", { name: "Settings" })).toBeInViewport();
  const save = page.getByRole("button", { name: "Save company information" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await expect(menu).not.toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-phone-nojs-scrolled-390.png` });
  await context.close();
});

test("without JavaScript, bad company input comes back with messages beside the fields and nothing changes", async ({
  browser,
}) => {
  const { context, page } = await companySettingsWithoutScript(browser);
  await page.getByLabel("Company name").fill("Typed But Not Saved");
  // type=url/email would stop the browser itself; these pass it and fail our rules.
  await page.getByLabel(/^Phone/).fill("555-0142");
  await page.getByLabel("LinkedIn").fill("http://www.linkedin.com/company/x");
  await page.getByRole("button", { name: "Save company information" }).click();

  await expect(page.getByRole("alert").first()).toHaveText(
    "Some fields need attention. Check the messages below them.",
  );
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText(
      "Enter a phone number with its area code, e.g. (609) 555-0142, or an international number starting with +",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      "LinkedIn link must be a full address starting with https://, e.g. https://www.linkedin.com/company/arcwell",
    ),
  ).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("Company name")).toHaveValue("Typed But Not Saved");
  await expect(phone).toHaveValue("555-0142");

  await page.goto(`${server.url}/`);
  await expect(page.getByRole("contentinfo")).toContainText(`${DEMO.name}. All rights reserved.`);
  await context.close();
});
