import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { applyAs, sendInquiry, uniquePerson } from "./helpers/inbox";
import { deleteJobByPost, idOf, uniqueToken } from "./helpers/jobs";

// Issue 29 items 11, 12, 20 and 22 as staff see them, at both widths, with axe.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test("Add New Job: publishing is one choice; a scheduled job says Scheduled and Opens, never Posted", async ({
  adminPage: page,
}) => {
  const token = uniqueToken();
  const title = `Timed Analyst ${token}`;
  try {
    await page.goto("/admin/jobs/new", { waitUntil: "networkidle" });
    const publishing = page.getByRole("group", { name: "Publishing" });
    await expect(publishing.getByRole("radio", { name: "Publish now" })).toBeChecked();
    for (const [name, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await shoot(page, `job-new-${name}`);
    }
    await page.getByLabel("Job title").fill(title);
    await page.getByLabel("Department").fill(`Timing ${token}`);
    await page.getByLabel("Location").fill("Hamilton, NJ");
    // New Jersey requires a pay range on a posting (decision 047).
    await page.getByLabel("Salary minimum").fill("90000");
    await page.getByLabel("Salary maximum").fill("110000");
    await page.getByLabel("Description").fill("Opens later.");
    await page.getByLabel("Responsibility 1").fill("Wait");
    await page.getByLabel("Requirement 1").fill("Patience");
    // Schedule without a time: a field error, everything typed kept.
    await publishing.getByRole("radio", { name: "Schedule" }).check();
    await page.getByRole("button", { name: "Add Job" }).click();
    await expect(page.getByText("Enter the date and time to publish at").first()).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue(title);
    await page.getByLabel("Opens on (New York time)").fill("2099-06-01T09:00");
    await page.getByRole("button", { name: "Add Job" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?notice=created$/);

    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}&status=scheduled`);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Scheduled");
    await expect(row).toContainText("Opens Jun 1, 2099");
    await expect(page.getByLabel("Status")).toHaveValue("scheduled");
    for (const [name, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await shoot(page, `jobs-list-scheduled-${name}`);
    }

    await page.goto(`/admin/jobs/edit/${idOf(title)}`);
    await expect(page.getByRole("radio", { name: "Schedule" })).toBeChecked();
    await expect(page.getByLabel("Opens on (New York time)")).toHaveValue("2099-06-01T09:00");
    await expect(page.getByText(/Posted/)).toHaveCount(0);
    await expect(page.getByText(/Opens Jun 1, 2099/)).toBeVisible();

    await page.goto("/admin");
    const recent = page.getByRole("table", { name: "Recent jobs" });
    await expect(recent.getByRole("row", { name: new RegExp(title) })).toContainText("Scheduled");
  } finally {
    await deleteJobByPost(page, idOf(title));
  }
});

test("application: only steps it went through are ticked, and its status changes are listed", async ({
  adminPage: page,
}) => {
  const applicant = uniquePerson("Stepper");
  await applyAs(page, applicant);
  await page.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
  await page
    .getByRole("link", { name: new RegExp(applicant.firstName) })
    .first()
    .click();
  await page.getByLabel("Change status").selectOption("interview");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Interview" })).toBeVisible();
  const pipeline = page.getByRole("list", { name: "Hiring pipeline" });
  await expect(pipeline.getByText("Review (skipped)")).toBeAttached();
  await expect(pipeline.getByText("New (completed)")).toBeAttached();
  const history = page.getByRole("region", { name: "Status changes" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  // The arrow is hidden from screen readers, which hear "New to Interview".
  await expect(history).toContainText(/Avery Admin: New → +to Interview/);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await shoot(page, `application-stepper-${name}`);
  }
});

test("an inquiry gets internal notes, newest first", async ({ adminPage: page }) => {
  const visitor = uniquePerson("Noted");
  await sendInquiry(page, visitor, "Notes Ltd");
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor.email)}`);
  await page
    .getByRole("link", { name: new RegExp(visitor.firstName) })
    .first()
    .click();
  const notes = page.getByRole("region", { name: "Internal notes" });
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Write a note before saving it")).toBeVisible();
  await notes.getByLabel("Add a note").fill("Asked for a call on Tuesday");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your note was added." })).toBeVisible();
  await expect(notes.getByRole("list", { name: "Notes, newest first" })).toContainText(
    "Asked for a call on Tuesday",
  );
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await shoot(page, `inquiry-notes-${name}`);
  }
});
