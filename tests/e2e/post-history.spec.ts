import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { contentEditor, createPost, rowOf, uniqueWord } from "./helpers/blog-admin";

test.describe.configure({ timeout: 90_000 });

test("a draft autosaves while typing, and the words survive a reload", async ({
  adminPage: page,
}) => {
  const word = uniqueWord();
  const title = `Autosave journey ${word}`;
  await createPost(page, { title, category: "cloud", content: "The start." });
  await (await rowOf(page, title)).getByRole("link", { name: `Edit ${title}` }).click();
  await expect(
    page.getByText("Changes to this draft are saved automatically as you type."),
  ).toBeVisible();

  const editor = await contentEditor(page);
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(` Then ${word} arrived.`);
  await expect(page.getByText(/^Draft saved at /)).toBeVisible({ timeout: 15_000 });

  await page.reload({ waitUntil: "networkidle" });
  await expect(await contentEditor(page)).toContainText(`Then ${word} arrived.`);
  // Saved already, so leaving asks nothing.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});

test("History shows what a version changes, and restoring it brings the content back", async ({
  adminPage: page,
}) => {
  const word = uniqueWord();
  const title = `History journey ${word}`;
  await createPost(page, { title, category: "cloud", content: `Original ${word} paragraph.` });
  await (await rowOf(page, title)).getByRole("link", { name: `Edit ${title}` }).click();
  const editor = await contentEditor(page);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(`Rewritten ${word} paragraph.`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\?notice=saved$/);

  await (await rowOf(page, title)).getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\//);
  await page.getByRole("link", { name: "History", exact: true }).click();
  const versions = page.getByRole("navigation", { name: "Versions" }).getByRole("link");
  await expect(versions).toHaveCount(2);
  await versions.last().click();
  const version = page.getByRole("region", { name: /^Saved by / });
  await expect(version.locator("del")).toContainText("Rewritten");
  await expect(version.locator("ins")).toContainText("Original");
  await expectNoAxeViolations(page);

  await version.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText(/The post is back to the version you chose/)).toBeVisible();
  await expect(versions).toHaveCount(3);
  await page.getByRole("link", { name: "Edit post" }).click();
  await expect(await contentEditor(page)).toContainText(`Original ${word} paragraph.`);
});
