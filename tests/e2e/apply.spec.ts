import fs from "node:fs";
import path from "node:path";
import { axeOn } from "./helpers/axe";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { openPglite } from "../../app/db/client.server";
import { applications } from "../../app/db/schema";
import { COVER_LETTER, SAMPLE_PDF } from "../helpers/application-form";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor, PHONE } from "./helpers/visitor";
import { outboxFiles } from "./helpers/outbox";

// These journeys inspect the database, uploads and outbox afterwards, so
// they run against a server of their own, one after the other.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: RunningServer;
const JOB = "cloud-solutions-architect";

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(20));
});

test.afterAll(async () => {
  if (server) await server.stop();
});

const PDF = { name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF };

async function fillApplication(page: Page, firstName: string, resume = PDF) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Nakamura");
  await page.getByLabel("Email Address").fill(`${firstName.toLowerCase()}@example.org`);
  await page.getByLabel("Phone Number").fill("(732) 555-0188");
  await page.getByLabel("Current Location").fill("New Brunswick, NJ");
  await page.getByLabel("LinkedIn Profile").fill("https://www.linkedin.com/in/example");
  await page.getByLabel("Years of Experience").selectOption({ label: "7-10 years" });
  await page.getByLabel("How did you hear about us?").selectOption({ label: "Employee Referral" });
  await page.getByLabel("Cover Letter").fill(COVER_LETTER);
  await page.getByLabel("Résumé").setInputFiles(resume);
  await page.getByLabel(/I agree to the privacy policy/).check();
}

test("an applicant applies with a PDF and sees the confirmation", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto(`${server.url}/careers/job/${JOB}`);
  await page.getByRole("link", { name: "Apply Now" }).click();
  await fillApplication(page, "Kenji");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View More Positions" })).toHaveAttribute(
    "href",
    "/careers",
  );
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
});

test("with JavaScript, every rule is explained beside its field before anything is sent", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto(`${server.url}/careers/apply/${JOB}`);
  await page.getByRole("button", { name: "Submit Application" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Email is required",
    "Phone number is required",
    "Location is required",
    "Please select your experience",
    "Cover letter is required",
    "Resume is required",
    "You must agree to the privacy policy",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  const axe = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel("Email Address").fill("kenji@");
  await page.getByLabel("Cover Letter").fill("Short.");
  await page.getByLabel("Cover Letter").blur();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Cover letter should be at least 100 characters")).toBeVisible();

  await page
    .getByLabel("Résumé")
    .setInputFiles({ name: "resume.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Only PDF files are allowed")).toBeVisible();
  const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(6 * 1024 * 1024)]);
  await page
    .getByLabel("Résumé")
    .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
  await expect(page.getByText("File size must be less than 5MB")).toBeVisible();
});

test("a file named .pdf that is not a PDF is refused by the server", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto(`${server.url}/careers/apply/${JOB}`);
  await fillApplication(page, "Faker", {
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 this is an executable, not a PDF"),
  });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Only PDF files are allowed")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Faker");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the application submits, and mistakes come back with what was typed", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(`${server.url}/careers/apply/${JOB}`);
    await fillApplication(page, "Amara");
    await page.getByLabel("Cover Letter").fill("Too short to count.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("alert").first()).toContainText(
      "Please correct the highlighted fields",
    );
    await expect(page.getByText("Cover letter should be at least 100 characters")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Amara");
    await expect(page.getByLabel("Years of Experience")).toHaveValue("7-10");

    await page.getByLabel("Cover Letter").fill(COVER_LETTER);
    await page.getByLabel("Résumé").setInputFiles(PDF);
    await page.getByLabel(/I agree to the privacy policy/).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    // The confirmation's own fragment (a redirect would otherwise inherit the form's).
    await expect(page).toHaveURL(
      /\/careers\/apply\/cloud-solutions-architect\?submitted=1#application-heading$/,
    );
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  });

  test("a 6 MB PDF is cut off by the server with the size message", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(`${server.url}/careers/apply/${JOB}`);
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(6 * 1024 * 1024)]);
    await fillApplication(page, "Oversize", {
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: big,
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("File size must be less than 5MB")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Oversize");
    await expect(page.getByLabel("Cover Letter")).toHaveValue(COVER_LETTER);
  });
});

test("afterwards: two rows with their files and four emails; nothing from the refused attempts", async () => {
  expect(await server.stop()).toBe(0);
  const db = await openPglite({ dataDir: path.join(server.dataDir, "db") });
  try {
    const rows = await db.db.select().from(applications);
    expect(rows.map((row) => row.firstName).sort()).toEqual(["Amara", "Kenji"]);
    for (const row of rows) {
      expect(row).toMatchObject({ jobId: JOB, status: "new", resumeFileName: "resume.pdf" });
      const file = path.join(server.dataDir, "uploads", "resumes", row.resumeKey);
      expect(fs.readFileSync(file).equals(SAMPLE_PDF)).toBe(true);
    }
    const files = fs.readdirSync(path.join(server.dataDir, "uploads", "resumes"));
    expect(files.sort()).toEqual(rows.map((row) => row.resumeKey).sort());
  } finally {
    await db.close();
  }
  const mails = await Promise.all(
    outboxFiles(server.dataDir).map(async (file) => simpleParser(fs.readFileSync(file))),
  );
  const subjects = mails.map((mail) => mail.subject ?? "");
  expect(subjects.filter((subject) => subject.startsWith("New application"))).toHaveLength(2);
  expect(
    subjects.filter((subject) => subject.startsWith("We received your application")),
  ).toHaveLength(2);
  const team = mails.filter((mail) => mail.subject?.startsWith("New application"));
  expect(team.every((mail) => (mail.to as { text: string }).text === "team@example.com")).toBe(
    true,
  );
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`applying on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });
    test("shows the confirmation on screen", async ({ page }) => {
      await asNewVisitor(page);
      await page.goto("/careers/apply/senior-software-engineer");
      await fillApplication(page, javaScriptEnabled ? "Phonejs" : "Phonenojs");
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page).toHaveURL(/submitted=1/);
      await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeInViewport();
    });
  });
}
