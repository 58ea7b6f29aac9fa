import { expect as baseExpect, expectNoAxeViolations, test } from "./helpers/admin";
import { contentEditor, uniqueWord } from "./helpers/blog-admin";

// Journeys of several page loads on a busy machine (the editor's chunk is large).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// What keeps half-done work safe on the long job and blog forms: a question
// before leaving with unsaved changes, the save bar always in view, and a
// preview of a post before it is saved.

test("leaving a half-filled job asks first: Stay keeps the work, Leave discards it", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/jobs/new", { waitUntil: "networkidle" });
  // Untouched, the form lets you go without a question.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);

  await page.goto("/admin/jobs/new", { waitUntil: "networkidle" });
  await page.getByLabel("Job title").fill("Half-written role");
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Blog posts" })
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You have unsaved changes on this page.");
  await expect(dialog.getByRole("button", { name: "Stay on this page" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
  await expect(page.getByLabel("Job title")).toHaveValue("Half-written role");

  // Escape also stays.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);

  // Leaving discards the work.
  await page.getByRole("link", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { name: "Manage Jobs", level: 1 })).toBeVisible();

  // The browser's Back button asks too.
  await page.getByRole("link", { name: "Add New Job" }).click();
  await page.getByLabel("Location").fill("Hamilton, NJ");
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
  await expect(page.getByLabel("Location")).toHaveValue("Hamilton, NJ");
});

test("every Settings form with unsaved changes asks before another tab opens", async ({
  adminPage: page,
}) => {
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  const tabs = page.getByRole("navigation", { name: "Settings" });
  for (const [path, field] of [
    ["/admin/settings/company", "Company name"],
    ["/admin/settings/candidate-emails", /Subject/],
    ["/admin/settings/profile", "Name"],
  ] as const) {
    await page.goto(path, { waitUntil: "networkidle" });
    const input = page.getByLabel(field).first();
    await input.fill(`${await input.inputValue()} (edited)`);
    await tabs.getByRole("link", { name: "Audit log" }).click();
    await expect(dialog, path).toBeVisible();
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test("typing a change and undoing it asks nothing; saving is never held up", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await page.getByLabel("Summary").fill("A passing thought");
  await page.getByLabel("Summary").fill("");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // An invalid save stays on the form with its messages, still asking before leaving.
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await page.getByLabel("Title").fill("Unsaved title");
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page.getByText("Summary is required")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
});

test("closing the tab with unsaved changes gets the browser's own question", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/jobs/new", { waitUntil: "networkidle" });
  // Browsers ask only after the person has interacted with the page.
  await page.getByLabel("Job title").click();
  await page.getByLabel("Job title").pressSequentially("Draft");
  const asked = page.waitForEvent("dialog");
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  // Leaving anyway closes the tab.
  await dialog.accept();
  await closed;
});

test("on a long form the save buttons stay in view while scrolling", async ({
  adminPage: page,
}) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/jobs/new", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Add Job" })).toBeInViewport();
    await page.getByLabel("Job title").focus();
    await expect(page.getByRole("button", { name: "Add Job" })).toBeInViewport();
    await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Add Blog" })).toBeInViewport();
    // The bar does not cover the field being typed in.
    const author = page.getByRole("textbox", { name: "Author", exact: true });
    await author.focus();
    await expect(author).toBeInViewport({ ratio: 1 });
  }
});

test("Preview shows a new post as visitors will see it, in a new tab, without saving it", async ({
  adminPage: page,
}) => {
  const title = `Preview me ${uniqueWord()}`;
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Seen before it is saved.");
  await (await contentEditor(page)).click();
  await page.keyboard.type("Words worth a second look.");
  const opened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Preview (opens in a new tab)" }).click();
  const preview = await opened;
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText("Preview of unsaved changes")).toBeVisible();
  await expect(preview.getByText("Words worth a second look.")).toBeVisible();

  // Nothing was saved, and the form is still there, as typed.
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  await expect(page.getByText("No blog posts found matching your criteria.")).toBeVisible();
});

test("without JavaScript Preview still opens the post as typed", async ({
  browser,
  adminState,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: adminState,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const title = `Plain preview ${uniqueWord()}`;
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Content" }).fill("<p>Typed <em>plainly</em></p>");
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Preview (opens in a new tab)" }).click();
  const preview = await opened;
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.locator(".prose-article em")).toHaveText("plainly");
  await context.close();
});
