import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { createJobByPost, deleteJobByPost, idOf, uniqueToken, visitorPage } from "./helpers/jobs";

// Admin journeys wait on sign-in state, PGlite and a shared CPU; give them room.
test.describe.configure({ timeout: 90_000 });

// Manage Jobs journeys: each test makes its own uniquely named jobs on the
// shared server and removes them, so the demo jobs other specs count stay put.

test("create a job through the form: it is listed on /careers with its own page", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const title = `Orbital Analyst ${token}`;
  try {
    await page.goto("/admin/jobs");
    await page.getByRole("link", { name: "Add New Job" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add New Job" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Publish now" })).toBeChecked();

    await page.getByLabel("Job title").fill(`  ${title}  `);
    await page.getByLabel("Department").fill(`Orbital Ops ${token}`);
    await page.getByLabel("Job type").selectOption("Contract");
    await page.getByLabel("Location").fill("Remote (US)");
    await page.getByLabel("Description").fill("Watch satellites and explain them to clients.");
    await page.getByLabel("Responsibility 1").fill("Track orbits");
    await page.getByRole("button", { name: "Add responsibility" }).click();
    await expect(page.getByLabel("Responsibility 2")).toBeFocused();
    await page.getByLabel("Responsibility 2").fill("Write weekly reports");
    await page.getByLabel("Requirement 1").fill("Astronomy degree");
    await page.getByLabel("Fully remote position").check();
    await page.getByLabel("Salary minimum").fill("90000");
    await page.getByLabel("Salary maximum").fill("120000");
    await page.getByRole("button", { name: "Add Job" }).click();

    await expect(page).toHaveURL(/\/admin\/jobs\?notice=created$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Job added successfully." }),
    ).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Orbital Ops");
    await expect(row).toContainText("Active");
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

    const visitor = await visitorPage(browser, baseURL);
    await visitor.goto(`/careers?q=${token}`);
    await visitor.getByRole("link", { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`/careers/job/${idOf(title)}$`));
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText("Write weekly reports")).toBeVisible();
    await expect(visitor.getByText("Astronomy degree")).toBeVisible();
    await visitor.close();
  } finally {
    await deleteJobByPost(page, idOf(title));
  }
});

test("toggle inactive: gone from /careers and its page says closed (410); toggle back: listed again", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const title = `Toggle Tester ${token}`;
  const id = await createJobByPost(page, { title, department: `Toggle Dept ${token}` });
  const visitor = await visitorPage(browser, baseURL);
  try {
    await page.goto(`/admin/jobs?q=${token}`);
    await page.getByRole("button", { name: `Deactivate ${title}` }).click();
    await expect(
      page.getByText("Job deactivated. It no longer appears on the careers page."),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Inactive");
    // Inactive jobs have no public page to view.
    await expect(
      page.getByRole("link", { name: `View ${title} on the careers page (opens in a new tab)` }),
    ).toHaveCount(0);

    await visitor.goto(`/careers?q=${token}`);
    await expect(visitor.getByText("No positions found matching your criteria")).toBeVisible();
    // Deactivated: the job's page says the position is closed (issue 29, item 3).
    const response = await visitor.goto(`/careers/job/${id}`);
    expect(response?.status()).toBe(410);
    await expect(visitor.getByRole("heading", { name: "This position is closed" })).toBeVisible();

    await page.getByRole("button", { name: `Activate ${title}` }).click();
    await expect(page.getByText("Job activated. It is listed on the careers page.")).toBeVisible();
    const view = page.getByRole("link", {
      name: `View ${title} on the careers page (opens in a new tab)`,
    });
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("href", `/careers/job/${id}`);
    expect((await visitor.goto(`/careers/job/${id}`))?.status()).toBe(200);
  } finally {
    await visitor.close();
    await deleteJobByPost(page, id);
  }
});

test("edit: the form starts from the job, and the public page shows the change", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const title = `Editable Engineer ${token}`;
  const id = await createJobByPost(page, {
    title,
    department: `Edit Dept ${token}`,
    requirements: ["Keep this", "Drop this"],
  });
  try {
    await page.goto(`/admin/jobs?q=${token}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/edit/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit Job" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue(title);
    await expect(page.getByRole("radio", { name: "Published" })).toBeChecked();
    await expect(page.getByLabel("Requirement 2")).toHaveValue("Drop this");

    for (const [name, viewport] of VIEWPORTS) {
      await test.step(`axe on the edit page (${name})`, async () => {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      });
    }

    await page.getByLabel("Job title").fill(`Renamed Engineer ${token}`);
    await page.getByLabel("Description").fill("A brand-new description for this role.");
    await page.getByRole("button", { name: "Remove requirement 2" }).click();
    await expect(page.getByLabel("Requirement 2")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Remove requirement 1" })).toBeDisabled();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?notice=updated$/);
    await expect(page.getByText("Job updated successfully.")).toBeVisible();

    const visitor = await visitorPage(browser, baseURL);
    // The address stays the same after a rename.
    await visitor.goto(`/careers/job/${id}`);
    await expect(
      visitor.getByRole("heading", { level: 1, name: `Renamed Engineer ${token}` }),
    ).toBeVisible();
    await expect(visitor.getByText("A brand-new description for this role.")).toBeVisible();
    await expect(visitor.getByText("Keep this")).toBeVisible();
    await expect(visitor.getByText("Drop this")).toHaveCount(0);
    await visitor.close();
  } finally {
    await deleteJobByPost(page, id);
  }
});

test("delete through 'Confirm Deletion': Cancel keeps the job, Delete removes it", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const title = `Doomed Designer ${token}`;
  const id = await createJobByPost(page, { title, department: `Doom Dept ${token}` });
  try {
    await page.goto(`/admin/jobs?q=${token}`);
    const dialog = page.getByRole("dialog", { name: "Confirm Deletion" });
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Are you sure you want to delete this job? This action cannot be undone.",
    );
    await expect(dialog).toContainText("It has no applications.");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    for (const [name, viewport] of VIEWPORTS) {
      await test.step(`axe with the dialog open (${name})`, async () => {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      });
    }

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Job deleted.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${token}.*notice=deleted`));
    await expect(page.getByText("No jobs found matching your criteria")).toBeVisible();

    const visitor = await visitorPage(browser, baseURL);
    expect((await visitor.goto(`/careers/job/${id}`))?.status()).toBe(404);
    await visitor.close();
  } finally {
    await deleteJobByPost(page, id);
  }
});

test("filters: search, department and status from the URL; 'No jobs found matching your criteria'", async ({
  adminPage: page,
}) => {
  const token = uniqueToken();
  const ids = [
    await createJobByPost(page, {
      title: `Alpha Analyst ${token}`,
      department: `Alpha Dept ${token}`,
      active: false,
    }),
    await createJobByPost(page, {
      title: `Beta Builder ${token}`,
      department: `Beta Dept ${token}`,
      active: false,
    }),
  ];
  const rows = page.getByRole("table", { name: "Jobs" }).getByRole("row");
  try {
    await page.goto("/admin/jobs");
    await page.getByRole("searchbox", { name: "Search" }).fill(token);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
    await expect(rows).toHaveCount(3); // header + 2
    // The staff area's one count label (issue 29 item 23).
    await expect(page.getByRole("status").filter({ hasText: /^2 jobs$/ })).toBeVisible();

    await page.getByLabel("Department").selectOption(`Beta Dept ${token}`);
    await expect(page).toHaveURL(/department=Beta/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Beta Builder ${token}`);

    await page.getByLabel("Status").selectOption("active");
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByText("No jobs found matching your criteria")).toBeVisible();
    for (const [name, viewport] of VIEWPORTS) {
      await test.step(`axe on the empty state (${name})`, async () => {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      });
    }

    await page.getByLabel("Status").selectOption("inactive");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Inactive");

    // The same URL opened fresh shows the same list, with the controls set.
    await page.goto(`/admin/jobs?q=${token}&status=inactive`);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(token);
    await expect(page.getByLabel("Status")).toHaveValue("inactive");
    await expect(rows).toHaveCount(3);

    await page.goto(`/admin/jobs?q=${token}-nothing`);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  } finally {
    for (const id of ids) await deleteJobByPost(page, id);
  }
});

test("an unknown job to edit sends the admin back to the list with a message", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/jobs/edit/no-such-job-anywhere");
  await expect(page).toHaveURL(/\/admin\/jobs\?notice=not-found$/);
  await expect(page.getByText("That job no longer exists.")).toBeVisible();
});

test("Manage Jobs passes axe at desktop and phone widths", async ({ adminPage: page }) => {
  for (const [name, viewport] of VIEWPORTS) {
    await test.step(name, async () => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/jobs");
      await expect(page.getByRole("heading", { level: 1, name: "Manage Jobs" })).toBeVisible();
      await expect(page.getByRole("table", { name: "Jobs" })).toBeVisible();
      await expectNoAxeViolations(page);
      // The table scrolls inside its card: the page itself never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
