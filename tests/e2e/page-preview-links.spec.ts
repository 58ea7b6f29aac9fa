import type { Browser, Page } from "@playwright/test";
import { signIn, STAFF_PASSWORD } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { uniqueWord } from "./helpers/blog-admin";
import { approvedStaff, sharedDataDir } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";
import { EVERY_BLOCK_PAGE } from "../helpers/every-block-page";
import { pageFormData } from "../helpers/page-form";

// Issue 28 item 3: a draft page is shared by link as a draft post is. An
// Editor creates the link in the page editor; someone signed out reads the
// draft (marked as a preview, never cached or indexed) until it is revoked.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SCREENSHOT_DIR;

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await asNewVisitor(page);
  return page;
}

test("an Editor shares a draft page by link; a signed-out visitor reads it until it is revoked", async ({
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  const headline = `Launching ${word} soon`;
  const email = await approvedStaff(sharedDataDir(), "Pia Pages", "Editor");
  const editor = await newPage(browser, baseURL);
  await signIn(editor, baseURL!, email, STAFF_PASSWORD);
  await expect(editor.getByRole("heading", { name: "Welcome back, Pia Pages" })).toBeVisible();

  // The draft itself is made through the editor's own action (its UI has its journey elsewhere).
  const hero = EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "hero")!;
  const draft = pageFormData(
    {
      path: `/launch-${word}`,
      title: `Launch ${word}`,
      seo: { title: `Launch ${word}`, description: "A landing page before its launch." },
      blocks: [{ ...hero, fields: { ...hero.fields, title: headline } }],
    },
    { publish: "draft" },
  );
  const created = await editor.request.post("/admin/pages/new", {
    form: Object.fromEntries(draft as unknown as Iterable<[string, string]>),
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  await editor.goto("/admin/pages");
  await editor.getByRole("link", { name: `Launch ${word}` }).click();
  await expect(editor).toHaveURL(/\/admin\/pages\/edit\//);

  const panel = editor.getByRole("region", { name: "Share a preview" });
  await expect(panel).toContainText("never listed on the site");
  await panel.getByLabel("Link works for").selectOption({ label: "7 days" });
  await panel.getByRole("button", { name: "Create preview link" }).click();
  // The action, the redirect and the editor's reload: slow on a loaded machine.
  await expect(
    editor.getByText("Preview link created. Anyone with it can read this draft."),
  ).toBeVisible({ timeout: 30_000 });
  const url = await panel.getByLabel("Preview link").inputValue();
  expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByText(/^Works until /)).toBeVisible();
  await expectNoAxeViolations(editor);
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/page-share-panel-1440.png` });
  await editor.setViewportSize({ width: 390, height: 844 });
  const box = await panel.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(editor);
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/page-share-panel-390.png` });

  // Someone without an account, on another device: the draft, marked as a preview.
  const reader = await newPage(browser, baseURL);
  const path = new URL(url).pathname;
  const response = await reader.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(reader.getByRole("heading", { level: 1, name: headline })).toBeVisible();
  await expect(reader.getByRole("complementary", { name: "Preview" })).toContainText(
    "This page is not published yet",
  );
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(reader);
  if (SHOTS) await reader.screenshot({ path: `${SHOTS}/page-shared-preview-1440.png` });
  await reader.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(reader);
  if (SHOTS) await reader.screenshot({ path: `${SHOTS}/page-shared-preview-390.png` });
  // Still a draft at its own address.
  expect((await reader.goto(`/launch-${word}`))?.status()).toBe(404);

  // The address is shown once; after that the panel only says a link works.
  await editor.reload();
  await expect(panel.getByLabel("Preview link")).toHaveCount(0);
  await expect(panel).toContainText("A preview link is active.");

  // Revoked: the same link is a missing page.
  await panel.getByRole("button", { name: "Revoke link" }).click();
  await expect(editor.getByText("Preview link revoked. It no longer opens the draft.")).toBeVisible(
    { timeout: 30_000 },
  );
  const gone = await reader.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(reader.getByRole("heading", { level: 1 })).toContainText(/not found/i);
});
