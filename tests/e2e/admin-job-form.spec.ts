import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { deleteJobByPost, uniqueToken } from "./helpers/jobs";

// Admin journeys wait on sign-in state, PGlite and a shared CPU; give them room.
test.describe.configure({ timeout: 90_000 });

// The job form's own behaviour: the dynamic lists, the spec's messages as you
// type and from the server (without JavaScript), and its accessibility.

test("lists: add and remove rows; remove is disabled at one row; Enter saves, never removes", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/jobs/new");
  const removeFirst = page.getByRole("button", { name: "Remove requirement 1" });
  await expect(removeFirst).toBeDisabled();
  await page.getByRole("button", { name: "Add requirement" }).click();
  await expect(page.getByLabel("Requirement 2")).toBeFocused();
  await expect(removeFirst).toBeEnabled();
  await page.getByLabel("Requirement 1").fill("First");
  await page.getByLabel("Requirement 2").fill("Second");
  await page.getByRole("button", { name: "Remove requirement 1" }).click();
  await expect(page.getByLabel("Requirement 1")).toHaveValue("Second");
  await expect(page.getByLabel("Requirement 2")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove requirement 1" })).toBeDisabled();

  // Enter in a text field submits the form (and shows what is missing); it
  // must not "press" a remove button.
  await page.getByRole("button", { name: "Add responsibility" }).click();
  await page.getByLabel("Job title").fill("Pressed Enter");
  await page.getByLabel("Job title").press("Enter");
  await expect(page.getByText("Department is required")).toBeVisible();
  await expect(page.getByLabel("Responsibility 2")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
});

test("the spec's messages show as the form is checked, and the error state passes axe", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/jobs/new");
  await page.getByLabel("Job title").fill("   ");
  await page.getByLabel("Job type").selectOption("");
  await page.getByLabel("Responsibility 1").fill("Filled");
  await page.getByRole("button", { name: "Add responsibility" }).click();
  await page.getByRole("button", { name: "Add Job" }).click();

  for (const message of [
    "Job title is required",
    "Department is required",
    "Location is required",
    "Job type is required",
    "Description is required",
    "All responsibilities must be filled",
    "All requirements must be filled",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Job title")).toBeFocused();
  await expect(page.getByLabel("Job title")).toHaveAttribute("aria-invalid", "true");
  // Only the blank row is marked, and it points at the list's message.
  await expect(page.getByLabel("Responsibility 1")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Responsibility 2")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Responsibility 2")).toHaveAccessibleDescription(
    "All responsibilities must be filled",
  );

  await page.getByLabel("Salary minimum").fill("5000");
  await page.getByLabel("Salary maximum").fill("100");
  await page.getByLabel("Salary maximum").blur();
  await expect(page.getByText("Maximum salary must be at least the minimum salary")).toBeVisible();

  for (const [name, viewport] of VIEWPORTS) {
    await test.step(`axe on the error state (${name})`, async () => {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    });
  }
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
});

test("Add New Job passes axe at desktop and phone widths", async ({ adminPage: page }) => {
  for (const [name, viewport] of VIEWPORTS) {
    await test.step(name, async () => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/jobs/new");
      await expect(page.getByRole("heading", { level: 1, name: "Add New Job" })).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test("without JavaScript: the server answers with the messages, keeps what was typed, and saves", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await adminPage.context().storageState(),
  });
  const page = await context.newPage();
  const token = uniqueToken();
  const title = `Plain Form Role ${token}`;
  try {
    await page.goto("/admin/jobs/new");
    // Spaces pass the browser's `required` check; the server trims them.
    await page.getByLabel("Job title").fill("   ");
    await page.getByLabel("Department").fill(`Plain Dept ${token}`);
    await page.getByLabel("Location").fill("Hamilton, NJ");
    // New Jersey requires a pay range on a posting (decision 047).
    await page.getByLabel("Salary minimum").fill("90000");
    await page.getByLabel("Salary maximum").fill("110000");
    await page.getByLabel("Description").fill("Typed without JavaScript.");
    await page.getByLabel("Responsibility 1").fill("Keep me");
    // The list buttons post the form; the server answers with one more row.
    await page.getByRole("button", { name: "Add responsibility" }).click();
    await expect(page.getByLabel("Responsibility 2")).toHaveValue("");
    await expect(page.getByLabel("Responsibility 1")).toHaveValue("Keep me");
    await page.getByLabel("Requirement 1").fill("Patience");
    await page.getByRole("button", { name: "Add Job" }).click();

    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText("Please correct the highlighted fields and save again.");
    await expect(page.getByText("Job title is required")).toBeVisible();
    await expect(page.getByText("All responsibilities must be filled")).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("Typed without JavaScript.");
    await expect(page.getByLabel("Department")).toHaveValue(`Plain Dept ${token}`);
    await expect(page.getByLabel("Requirement 1")).toHaveValue("Patience");

    await page.getByLabel("Job title").fill(title);
    await page.getByRole("button", { name: "Remove responsibility 2" }).click();
    await expect(page.getByLabel("Responsibility 2")).toHaveCount(0);
    await page.getByRole("button", { name: "Add Job" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?notice=created$/);
    await expect(page.getByText("Job added successfully.")).toBeVisible();
  } finally {
    await deleteJobByPost(page, title.toLowerCase().replace(/\s+/g, "-"));
    await context.close();
  }
});
