import sharp from "sharp";
import { ADMIN, signIn } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { fillNewPost, slugOf, uniqueWord } from "./helpers/blog-admin";
import { ownServerPort, SERVER_START_TIMEOUT_MS, startServer } from "./helpers/server";
import { letTimePass } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// Issue 17's media library: every upload is a library row with renditions,
// public pages draw library images as <picture> with srcset, width and
// height, and uploads no post uses are swept after a day.

const DAY_MS = 24 * 60 * 60 * 1000;

async function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 110, b: 170 } },
  })
    .jpeg()
    .toBuffer();
}

test("an image uploaded in the editor is in the library and on the article as a responsive picture", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000); // uploads are resized into six renditions while the request waits
  const word = uniqueWord();
  const title = `Harbour ${word}`;
  const fileName = `harbour-${word}.jpg`;
  await fillNewPost(page, { title, content: "Before the picture.", publish: true });
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const panel = page.getByRole("group", { name: "Insert an image" });
  const chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload an image" }).click();
  await (
    await chooser
  ).setFiles({ name: fileName, mimeType: "image/jpeg", buffer: await photo(1400, 900) });
  await expect(panel.getByText("Image uploaded.")).toBeVisible();
  await panel.getByLabel("Alt text (required)").fill("The harbour at dawn");
  await panel.getByRole("button", { name: "Insert image" }).click();
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/notice=created/);

  // The library lists it, with its size and its one use.
  await page
    .getByRole("navigation", { name: /admin/i })
    .getByRole("link", { name: "Media" })
    .click();
  await expect(page.getByRole("heading", { name: "Media Library", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  await page.getByRole("button", { name: "Filter" }).click();
  const tile = page.getByRole("listitem").filter({ hasText: fileName });
  await expect(tile).toContainText("1400 × 900");
  await expect(tile).toContainText("Used in 1 post");
  // The alt text typed at Insert became the library's description (issue 29 item 14).
  await expect(tile).not.toContainText("No description");
  await expectNoAxeViolations(page);

  await tile.getByRole("link", { name: fileName }).click();
  await expect(page.getByRole("heading", { name: "Used in 1 post" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  // In use: it cannot be deleted.
  await expect(page.getByRole("button", { name: "Delete image" })).toHaveCount(0);
  await expect(page.getByLabel("Description (alt text)")).toHaveValue("The harbour at dawn");
  await page.getByLabel("Description (alt text)").fill("Boats in the harbour at dawn");
  await page.getByRole("button", { name: "Save description" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Description saved." })).toBeVisible();
  await expect(page.getByLabel("Description (alt text)")).toHaveValue(
    "Boats in the harbour at dawn",
  );
  await expectNoAxeViolations(page);

  // A visitor gets AVIF/WebP/JPEG renditions at every width, and the box is sized up front.
  const visitor = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await asNewVisitor(visitor);
  await visitor.goto(`/blog/${slugOf(title)}`);
  const picture = visitor.locator(".prose-article picture");
  const avif = picture.locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute("srcset", /-w480\.avif 480w, .*-w960\.avif 960w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /-w1400\.webp 1400w/,
  );
  const image = picture.getByRole("img", { name: "The harbour at dawn" });
  await expect(image).toHaveAttribute("width", "1400");
  await expect(image).toHaveAttribute("height", "900");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("srcset", /\.jpg 1400w$/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-w\d+\.avif$/);
  const rendition = (await avif.getAttribute("srcset"))!.split(" ")[0]!;
  const served = await visitor.request.get(rendition);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/avif");
  await visitor.context().close();
});

test("an image is picked from the library into a post; an unused one is deleted", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000); // uploads are resized into six renditions while the request waits
  const word = uniqueWord();
  const spare = `spare-${word}.jpg`;
  // Uploaded as a cover, then the post is never saved: the image is unused.
  await fillNewPost(page, { title: `Unsaved ${word}` });
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload cover image" }).click();
  await (
    await chooser
  ).setFiles({ name: spare, mimeType: "image/jpeg", buffer: await photo(800, 500) });
  await expect(page.getByText("Image uploaded.")).toBeVisible();
  const spareUrl = await page.getByLabel("Cover image").inputValue();

  // Picked into another post's text from the library, by search.
  await fillNewPost(page, { title: `Picked ${word}` });
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const panel = page.getByRole("group", { name: "Insert an image" });
  await panel.getByRole("button", { name: "Choose from library" }).click();
  const library = page.getByRole("dialog", { name: "Media Library" });
  await library.getByRole("searchbox", { name: "Search images" }).fill(word);
  await library.getByRole("searchbox", { name: "Search images" }).press("Enter");
  await expect(library.getByRole("button")).toHaveCount(2); // the image and Close
  await expectNoAxeViolations(page);
  await library.getByRole("button", { name: new RegExp(spare) }).click();
  await expect(library).toBeHidden();
  await expect(panel.getByLabel("Image address")).toHaveValue(spareUrl);
  await expect(panel.getByLabel("Alt text (required)")).toBeFocused();

  // Not saved either, so the library may delete it.
  await page.goto(`/admin/media?q=${word}`);
  await page.getByRole("link", { name: spare }).click();
  await expect(page.getByRole("heading", { name: "Not used" })).toBeVisible();
  await page.getByRole("button", { name: "Delete image" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/media\?notice=deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Image deleted." })).toBeVisible();
  await expect(page.getByRole("link", { name: spare })).toHaveCount(0);
  expect((await page.request.get(spareUrl)).status()).toBe(404);
});

test("uploads no post uses are swept a day later; used ones stay", async ({ browser }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  const server = await startServer(ownServerPort(21), {}, { withAdmin: true });
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await asNewVisitor(page);
    await signIn(page, server.url, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const upload = async (name: string) => {
      const response = await page.request.post("/admin/blogs/media", {
        multipart: { file: { name, mimeType: "image/jpeg", buffer: await photo(640, 400) } },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { url: string }).url;
    };
    const unusedUrl = await upload("forgotten.jpg");
    const usedUrl = await upload("kept.jpg");
    await fillNewPost(page, { title: `Keeps ${uniqueWord()}`, publish: true });
    await page.getByLabel("Cover image").fill(usedUrl);
    await page.getByRole("button", { name: "Add Blog" }).click();
    await expect(page).toHaveURL(/notice=created/);

    // Two days pass for the sweep (the test controls, decision 030): one run
    // in the server's job queue, as of two days from now.
    await letTimePass(server.dataDir, new Date(Date.now() + 2 * DAY_MS), [
      "sweep-orphaned-uploads",
    ]);
    await expect(async () => {
      await page.goto("/admin/media");
      await expect(page.getByRole("link", { name: "forgotten.jpg" })).toHaveCount(0);
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "kept.jpg" })).toBeVisible();
    expect((await page.request.get(unusedUrl)).status()).toBe(404);
    expect((await page.request.get(usedUrl)).status()).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});
