import { asNewVisitor } from "./helpers/visitor";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { createPost, rowOf, uniqueWord } from "./helpers/blog-admin";

test.describe.configure({ timeout: 90_000 });

test("a draft shared by link is read signed out, never cached or indexed, and stops after revoke", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  const title = `Shared draft ${word}`;
  await createPost(page, { title, category: "cloud", content: `The ${word} draft body.` });
  await (await rowOf(page, title)).getByRole("link", { name: `Edit ${title}` }).click();

  const panel = page.getByRole("region", { name: "Share a preview" });
  await panel.getByLabel("Link works for").selectOption({ label: "1 day" });
  await panel.getByRole("button", { name: "Create preview link" }).click();
  await expect(
    page.getByText("Preview link created. Anyone with it can read this draft."),
  ).toBeVisible();
  const url = await panel.getByLabel("Preview link").inputValue();
  expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByText(/^Works until /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Someone without an account, on another device.
  const context = await browser.newContext({ baseURL });
  const reader = await context.newPage();
  await asNewVisitor(reader);
  const path = new URL(url).pathname;
  const response = await reader.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText(`The ${word} draft body.`)).toBeVisible();
  await expect(reader.getByRole("complementary", { name: "Preview" })).toContainText(
    "This article is not published yet",
  );
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(reader);
  // Still a draft for everyone else.
  await page.goto(`/blog?q=${word}`);
  await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();

  // Revoked: the same link is a missing page.
  await page.goBack();
  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("Preview link revoked. It no longer opens the draft.")).toBeVisible();
  expect((await reader.goto(path))?.status()).toBe(404);
  await context.close();
});
