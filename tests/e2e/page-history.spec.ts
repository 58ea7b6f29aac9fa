import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { uniqueWord } from "./helpers/blog-admin";
import { EVERY_BLOCK_PAGE } from "../helpers/every-block-page";
import { pageFormData } from "../helpers/page-form";

// Issue 28 item 4: a page's History shows what a version changes, and
// restoring it brings the page back for visitors at once. The two saves go
// through the editor's own action (its UI has its journey in page-editor.spec.ts).

const SHOTS = process.env.SCREENSHOT_DIR;

test("a page's History shows what a version changes, and restoring it brings the page back", async ({
  adminPage: page,
}) => {
  const word = uniqueWord();
  const hero = EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "hero")!;
  const version = (headline: string) =>
    Object.fromEntries(
      pageFormData({
        path: `/history-${word}`,
        title: `History ${word}`,
        seo: { title: `History ${word}`, description: "A page with two versions." },
        blocks: [{ ...hero, fields: { ...hero.fields, title: headline } }],
      }) as unknown as Iterable<[string, string]>,
    );
  const created = await page.request.post("/admin/pages/new", {
    form: version(`Original ${word} headline`),
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: `History ${word}` }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\//);
  const editUrl = page.url();
  const saved = await page.request.post(editUrl, {
    form: version(`Rewritten ${word} headline`),
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  await page.getByRole("link", { name: "History", exact: true }).click();
  const versions = page.getByRole("navigation", { name: "Versions" }).getByRole("link");
  await expect(versions).toHaveCount(2);
  await versions.last().click();
  const chosen = page.getByRole("region", { name: /^Saved by / });
  await expect(chosen.locator("del")).toContainText("Rewritten");
  await expect(chosen.locator("ins")).toContainText("Original");
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-history-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await chosen.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-history-390.png`, fullPage: true });

  await chosen.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText(/The page is back to the version you chose/)).toBeVisible();
  await expect(versions).toHaveCount(3);
  await page.goto(`/history-${word}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Original ${word} headline`);
});
