import { expect as baseExpect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { createPost, rowOf, slugOf, todayLong, todayShort, uniqueWord } from "./helpers/blog-admin";

// Journeys of several page loads on a busy machine (the editor's chunk is large).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// Blog posts (/admin/blogs): drafts, publishing, filters, delete, and axe.
// Every journey works on posts it creates, named with its own unique word.

test("a draft stays private; publishing puts it on the blog with today's date; unpublishing takes it off", async ({
  adminPage: page,
}) => {
  const word = uniqueWord();
  const title = `Draft journey ${word}`;
  const slug = slugOf(title);
  await createPost(page, { title, category: "cloud", content: `The ${word} body.` });

  const row = await rowOf(page, title);
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "N/A", exact: true })).toBeVisible();

  // Not on the blog, not searchable, and its URL is the not-found page.
  await page.goto(`/blog?q=${word}`);
  await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
  const hidden = await page.goto(`/blog/${slug}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();

  // The list's view action opens the admin-only preview in a new tab.
  const preview = (await rowOf(page, title)).getByRole("link", { name: `Preview ${title}` });
  await expect(preview).toHaveAttribute("target", "_blank");
  await page.goto((await preview.getAttribute("href"))!);
  await expect(page.getByText("Draft preview", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Publish from the list.
  await (await rowOf(page, title)).getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Post published. It is live on the blog now.")).toBeVisible();
  const published = await rowOf(page, title);
  await expect(published.getByText("Published", { exact: true })).toBeVisible();
  await expect(published.getByRole("cell", { name: todayShort(), exact: true })).toBeVisible();
  await expect(
    published.getByRole("link", { name: `View ${title} (opens in a new tab)` }),
  ).toHaveAttribute("href", `/blog/${slug}`);

  const article = await page.goto(`/blog/${slug}`);
  expect(article?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("article header time")).toHaveText(todayLong());
  await page.goto("/blog/category/cloud");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`/blog?q=${word}`);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);

  // Unpublish: gone again, the date kept in the list (the spec never clears it).
  await (await rowOf(page, title)).getByRole("button", { name: `Unpublish ${title}` }).click();
  await expect(page.getByText(/Post unpublished/)).toBeVisible();
  const unpublished = await rowOf(page, title);
  await expect(unpublished.getByText("Draft", { exact: true })).toBeVisible();
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
});

test("search, category and status filters, and the empty state", async ({ adminPage: page }) => {
  const word = uniqueWord();
  await createPost(page, { title: `AI filter ${word}`, category: "ai", publish: true });
  const cloudTitle = `Cloud filter post ${uniqueWord()}`;
  await createPost(page, {
    title: cloudTitle,
    summary: `Mentions ${word} in the summary.`,
    category: "cloud",
  });

  const titles = () =>
    page.getByRole("table", { name: "Blog posts" }).getByRole("link").filter({ hasText: "filter" });

  await page.goto("/admin/blogs");
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(titles()).toHaveCount(2);

  await page.getByLabel("Category").selectOption("ai");
  await expect(page).toHaveURL(/category=ai/);
  await expect(titles()).toHaveText([`AI filter ${word}`]);

  // Two dropdowns changed in quick succession: the second keeps the first's value.
  await page.getByLabel("Category").selectOption("");
  await page.getByLabel("Status").selectOption("draft");
  await expect(page).toHaveURL(/status=draft/);
  await expect(titles()).toHaveText([cloudTitle]);

  await page.getByLabel("Status").selectOption("published");
  await expect(titles()).toHaveText([`AI filter ${word}`]);

  await page.goto(`/admin/blogs?q=${word}nothing`);
  await expect(page.getByText("No blog posts found matching your criteria.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole("table", { name: "Blog posts" })).toBeVisible();
});

test("delete asks first ('Confirm Delete'), Cancel keeps the post, Delete removes it", async ({
  adminPage: page,
}) => {
  const title = `Delete me ${uniqueWord()}`;
  await createPost(page, { title });
  const row = await rowOf(page, title);
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Delete" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Are you sure you want to delete this blog post? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Blog post deleted.")).toBeVisible();
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  await expect(page.getByText("No blog posts found matching your criteria.")).toBeVisible();
});

test("the list shows drafts from the demo content", async ({ adminPage: page }) => {
  await page.goto("/admin/blogs?status=draft");
  await expect(
    page.getByRole("link", { name: "Disaster Recovery Planning for Hybrid Cloud", exact: true }),
  ).toBeVisible();
});

for (const [name, viewport] of VIEWPORTS) {
  test(`admin blog pages have no axe violations (${name})`, async ({ adminPage: page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const title = `Axe ${name} ${uniqueWord()}`;
    await createPost(page, { title, tags: ["Accessibility"] });
    await expectNoAxeViolations(page); // the list with a notice

    await page.goto(`/admin/blogs?q=nothing-matches-${uniqueWord()}`);
    await expect(page.getByText("No blog posts found matching your criteria.")).toBeVisible();
    await expectNoAxeViolations(page); // empty state

    const row = await rowOf(page, title);
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("dialog", { name: "Confirm Delete" })).toBeVisible();
    await expectNoAxeViolations(page); // open dialog
    await page.keyboard.press("Escape");

    await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await expectNoAxeViolations(page); // new form
    await page.getByRole("button", { name: "Add Blog" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Slug is required")).toBeVisible();
    await expectNoAxeViolations(page); // its error state
    await page.getByRole("button", { name: "HTML source" }).click();
    await expectNoAxeViolations(page); // the source view

    await (await rowOf(page, title)).getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await expectNoAxeViolations(page); // edit form

    await page.goto(
      (await (
        await rowOf(page, title)
      )
        .getByRole("link", { name: `Preview ${title}` })
        .getAttribute("href"))!,
    );
    await expect(page.getByText("Draft preview", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page); // draft preview
  });
}
