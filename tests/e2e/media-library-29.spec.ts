import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { fillNewPost, uniqueWord } from "./helpers/blog-admin";

// Issue 29 item 14 (the media library's Upload; alt text typed in the editor
// describes a library image that has none) and the rest of item 21 (the
// image panel's Insert button is never left under the sticky save bar).

/** Screenshots to look at, when asked for (as the other issue 29 specs do). */
const SHOTS = process.env.SCREENSHOT_DIR;

async function photo(width = 960, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: "#2b6cb0" } })
    .jpeg()
    .toBuffer();
}

/** Uploads through the editor's upload route (as the image panel does) and returns the address. */
async function uploadForEditor(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/admin/blogs/media", {
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await photo(640, 400) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Entirely on screen: below the sticky header, above the sticky action bar. */
async function expectClearOfBars(page: Page, target: Locator, bar: Locator) {
  const viewport = page.viewportSize()!;
  const header = await boxOf(page.getByRole("banner"));
  const box = await boxOf(target);
  const barBox = await boxOf(bar);
  expect(box.y, "below the sticky header").toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, "above the sticky action bar").toBeLessThanOrEqual(barBox.y);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height + 1);
}

for (const [name, viewport] of VIEWPORTS) {
  test(`the media library has an Upload button that opens the new image to describe it (${name})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await page.goto("/admin/media", { waitUntil: "networkidle" });
    const upload = page.getByRole("button", { name: "Upload image" });
    await expect(upload).toBeVisible();
    // On the first screen, beside the page's title (no scrolling to find it).
    const box = await boxOf(upload);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.getByText("PNG, JPEG, WebP or GIF, up to 2 MB")).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-${name}.png` });
    await expectNoAxeViolations(page);

    // A file that is not an image is refused here, before anything is sent.
    let chooser = page.waitForEvent("filechooser");
    await upload.click();
    await (
      await chooser
    ).setFiles({ name: "notes.png", mimeType: "text/plain", buffer: Buffer.from("notes") });
    await expect(
      page.getByRole("alert").filter({ hasText: "Only PNG, JPEG, WebP or GIF images" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/media$/);

    const fileName = `lobby-${uniqueWord()}.jpg`;
    chooser = page.waitForEvent("filechooser");
    await upload.click();
    await (
      await chooser
    ).setFiles({ name: fileName, mimeType: "image/jpeg", buffer: await photo() });
    await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Image uploaded." })).toContainText(
      "Describe it below",
    );
    await expect(
      page.getByText("No post shows this image. It stays in the library until you delete it."),
    ).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/uploaded-${name}.png` });
    await expectNoAxeViolations(page);
    await page.getByLabel("Description (alt text)").fill("The lobby in the morning");
    await page.getByRole("button", { name: "Save description" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Description saved." })).toBeVisible();

    // The page as a browser without JavaScript shows it (its file field), checked by axe here:
    // axe itself needs JavaScript.
    await page.goto("/admin/media");
    await page.evaluate(() => document.documentElement.classList.remove("js"));
    await expect(page.getByLabel("Image to upload")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`without JavaScript the library's Upload is a file field and its button (${name})`, async ({
    browser,
    adminPage,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: await adminPage.context().storageState(),
      javaScriptEnabled: false,
      viewport,
    });
    const page = await context.newPage();
    await page.goto("/admin/media");
    const file = page.getByLabel("Image to upload");
    const upload = page.getByRole("button", { name: "Upload image" });
    await expect(file).toBeVisible();
    await expect(upload).toBeVisible();
    const box = await boxOf(upload);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-nojs-${name}.png` });

    // Sent without a file: the reason in the page, not a browser bubble.
    await upload.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Choose an image to upload." }),
    ).toBeVisible();
    await expect(file).toHaveAttribute("aria-invalid", "true");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-nojs-error-${name}.png` });

    const fileName = `front-desk-${uniqueWord()}.jpg`;
    await file.setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: await photo() });
    await upload.click();
    await expect(page).toHaveURL(/\/admin\/media\/[0-9a-f-]{36}\?notice=uploaded$/);
    await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Image uploaded." })).toBeVisible();
    await context.close();
  });
}

test("alt text typed when inserting a library image is saved to it when it has none, never over one", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const bare = `bare-${word}.jpg`;
  const described = `described-${word}.jpg`;
  await uploadForEditor(page, bare);
  await uploadForEditor(page, described);
  await page.goto(`/admin/media?q=${encodeURIComponent(described)}`);
  await page.getByRole("link", { name: described }).click();
  await page.getByLabel("Description (alt text)").fill("The library's own words");
  await page.getByRole("button", { name: "Save description" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Description saved." })).toBeVisible();

  await fillNewPost(page, { title: `Described ${word}` });
  const insertFromLibrary = async (file: string, alt: string | null, expected: string) => {
    await page.getByRole("button", { name: "Image", exact: true }).click();
    const panel = page.getByRole("group", { name: "Insert an image" });
    await panel.getByRole("button", { name: "Choose from library" }).click();
    const library = page.getByRole("dialog", { name: "Media Library" });
    await library.getByRole("searchbox", { name: "Search images" }).fill(file);
    await library.getByRole("button", { name: new RegExp(file) }).click();
    const altField = panel.getByLabel("Alt text (required)");
    await expect(altField).toHaveValue(expected);
    if (alt !== null) await altField.fill(alt);
    await panel.getByRole("button", { name: "Insert image" }).click();
    await expect(panel).toBeHidden();
  };
  await insertFromLibrary(bare, "Typed while inserting", "");
  // Text between the two pictures, as a post has.
  await page.getByRole("textbox", { name: "Content" }).locator("p").last().click();
  await page.keyboard.type("Between the pictures.");
  await insertFromLibrary(described, "Words for this post only", "The library's own words");
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/notice=created/);

  for (const [file, alt] of [
    [described, "The library's own words"],
    [bare, "Typed while inserting"],
  ] as const) {
    await page.goto(`/admin/media?q=${encodeURIComponent(file)}`);
    await page.getByRole("link", { name: file }).click();
    await expect(page.getByLabel("Description (alt text)")).toHaveValue(alt);
  }
  // Audited like any description change, naming the post it came from.
  const stored = (await page.getByText(/^\/media\/[0-9a-f-]{36}\.jpg$/).textContent())!;
  await page.goto(`/admin/settings/audit-log?q=${encodeURIComponent(stored.slice(7))}`);
  const entry = page.getByRole("row").filter({ hasText: "Changed an image's description" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`described-${word}`);
});

for (const [name, viewport] of VIEWPORTS) {
  test(`the image panel's Insert button is never under the sticky save bar (${name})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await fillNewPost(page, { title: `Panel ${uniqueWord()}` });
    const bar = page.getByRole("button", { name: "Add Blog" }).locator("..");
    const imageButton = page.getByRole("button", { name: "Image", exact: true });

    // The toolbar low on the screen, just above the bar (as far as the page
    // scrolls): the panel opens below it, where the bar covers the bottom.
    const [buttonBox, barBox] = [await boxOf(imageButton), await boxOf(bar)];
    await page.evaluate(
      (by) => window.scrollBy({ top: by, behavior: "instant" }),
      buttonBox.y + buttonBox.height - (barBox.y - 12),
    );
    const lowered = await boxOf(imageButton);
    expect(lowered.y).toBeGreaterThan(viewport.height / 2);
    expect(lowered.y + lowered.height).toBeLessThanOrEqual((await boxOf(bar)).y);
    await imageButton.click();
    const panel = page.getByRole("group", { name: "Insert an image" });
    const insert = panel.getByRole("button", { name: "Insert image" });
    await expect(panel.getByLabel("Image address")).toBeFocused();
    await expectClearOfBars(page, insert, bar);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-panel-open-${name}.png` });

    // Scrolled so Insert sits under the bar again, then reached with Tab.
    const insertBox = await boxOf(insert);
    await page.evaluate(
      (by) => window.scrollBy({ top: by, behavior: "instant" }),
      insertBox.y + insertBox.height - ((await boxOf(bar)).y + 30),
    );
    const hidden = await boxOf(insert);
    expect(hidden.y + hidden.height).toBeGreaterThan((await boxOf(bar)).y);
    await panel.getByLabel("Caption (optional)").focus();
    await page.keyboard.press("Tab");
    await expect(insert).toBeFocused();
    await expectClearOfBars(page, insert, bar);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-panel-tab-${name}.png` });
    await expectNoAxeViolations(page);
  });
}
