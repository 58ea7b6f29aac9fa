import { expect as baseExpect, expectNoAxeViolations, test } from "./helpers/admin";
import {
  contentEditor,
  createPost,
  fillNewPost,
  rowOf,
  slugOf,
  uniqueWord,
} from "./helpers/blog-admin";

// Journeys of several page loads on a busy machine (the editor's chunk is large).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// The one blog form: the spec's messages, slug and tags, the rich-text
// editor with its HTML source view, image upload, and editing.

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("empty fields show the spec's messages and keep what was typed", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await contentEditor(page);
  await page.getByLabel("Title").fill("Only a title");
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("");
  await page.getByRole("button", { name: "Add Blog" }).click();
  for (const message of [
    "Summary is required",
    "Content is required",
    "Category is required",
    "Author is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Title")).toHaveValue("Only a title");
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
});

test("the slug follows the title on a new post until it is typed; tags are added with Enter or +", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await contentEditor(page);
  await page.getByLabel("Title").fill("Hello, World: AI & Data!");
  await expect(page.getByLabel("Slug")).toHaveValue("hello-world-ai-data");
  await page.getByLabel("Slug").fill("my-own-slug");
  await page.getByLabel("Title").fill("Something else");
  await expect(page.getByLabel("Slug")).toHaveValue("my-own-slug");

  const tagBox = page.getByLabel("Add a tag");
  await tagBox.fill("  Cloud  ");
  await tagBox.press("Enter");
  await tagBox.fill("   ");
  await page.getByRole("button", { name: "Add tag" }).click();
  await tagBox.fill("cloud");
  await page.getByRole("button", { name: "Add tag" }).click();
  await tagBox.fill("Security");
  await page.getByRole("button", { name: "Add tag" }).click();
  const tags = page.getByRole("list", { name: "Tags added" }).getByRole("listitem");
  await expect(tags).toHaveText(["Cloud", "Security"]);
  await page.getByRole("button", { name: "Remove tag Cloud" }).click();
  await expect(tags).toHaveText(["Security"]);
});

test("the editor: bold text, HTML source and back, saved as sanitized HTML on the article", async ({
  adminPage: page,
}) => {
  const word = uniqueWord();
  const title = `Editor journey ${word}`;
  await fillNewPost(page, { title, content: "Plain start ", publish: true, tags: ["Editing"] });

  const bold = page.getByRole("button", { name: "Bold" });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("strong words");

  // The toolbar is one Tab stop; arrow keys move along it.
  await page.getByRole("button", { name: "Heading 2" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "Heading 3" })).toBeFocused();

  await page.getByRole("button", { name: "HTML source" }).click();
  await expect(page.getByRole("button", { name: "HTML source" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(bold).toBeDisabled();
  const source = page.getByRole("textbox", { name: "Content" });
  await expect(source).toHaveValue("<p>Plain start <strong>strong words</strong></p>");
  await source.fill(
    `${await source.inputValue()}<h2>Section ${word}</h2><p onclick="steal()">Tail<img src="x" alt="A pixel" onerror="alert(1)"></p>`,
  );
  await page.getByRole("button", { name: "HTML source" }).click();
  await expect(page.getByRole("heading", { name: `Section ${word}` })).toBeVisible();

  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/notice=created/);

  await page.goto(`/blog/${slugOf(title)}`);
  const body = page.locator(".prose-article");
  await expect(body.locator("strong")).toHaveText("strong words");
  await expect(body.getByRole("heading", { level: 2, name: `Section ${word}` })).toBeVisible();
  expect(await body.innerHTML()).not.toMatch(/onclick|onerror|<script/i);
  await expect(page.getByText("Editing", { exact: true })).toBeVisible();
});

test("the HTML source view posts its own text, sanitized by the server", async ({
  adminPage: page,
}) => {
  const title = `Source save ${uniqueWord()}`;
  await fillNewPost(page, { title, content: "x", publish: true });
  await page.getByRole("button", { name: "HTML source" }).click();
  await page
    .getByRole("textbox", { name: "Content" })
    .fill('<p>From source</p><script>alert("x")</script><p style="color:red">Styled</p>');
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/notice=created/);
  await page.goto(`/blog/${slugOf(title)}`);
  const html = await page.locator(".prose-article").innerHTML();
  expect(html).toBe("<p>From source</p><p>Styled</p>");
});

test("a cover image is uploaded; a non-image and a too-large file are refused with a clear message", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await contentEditor(page);
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload cover image" }).click();
    await (await chooser).setFiles(file);
  };

  // The refusal shown (each image field has its own, empty until needed).
  const refusal = page.getByRole("alert").filter({ hasText: /\S/ });

  await upload({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Image uploaded.")).toBeVisible();
  const url = await page.getByLabel("Cover image").inputValue();
  expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await served.body())).toEqual(PNG);

  // Text dressed up as a PNG passes the browser's label check; the server reads the bytes.
  await upload({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(refusal).toHaveText("Only PNG, JPEG, WebP or GIF images can be uploaded.");
  await upload({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(refusal).toHaveText("Only PNG, JPEG, WebP or GIF images can be uploaded.");
  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
  await upload({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(refusal).toHaveText("The image is too large: the limit is 2 MB.");
  await expect(page.getByLabel("Cover image")).toHaveValue(url);

  // The server refuses on its own too, whatever the browser sends.
  const direct = await page.request.post("/admin/blogs/media", {
    multipart: { file: { name: "huge.png", mimeType: "image/png", buffer: big } },
  });
  expect(direct.status()).toBe(413);
  expect(await direct.json()).toEqual({ error: "The image is too large: the limit is 2 MB." });
  expect((await page.request.get("/media/../../etc/passwd")).status()).toBe(404);
});

test("the editor's Image button inserts an uploaded image as a figure; alt text is required", async ({
  adminPage: page,
}) => {
  const title = `Figure ${uniqueWord()}`;
  await fillNewPost(page, { title, content: "Before the picture.", publish: true });
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const panel = page.getByRole("group", { name: "Insert an image" });
  await expect(panel.getByLabel("Image address")).toBeFocused();
  await panel.getByRole("button", { name: "Insert image" }).click();
  await expect(panel.getByText("Choose an image to upload or enter its address")).toBeVisible();

  const chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload an image" }).click();
  await (await chooser).setFiles({ name: "chart.png", mimeType: "image/png", buffer: PNG });
  await expect(panel.getByText("Image uploaded.")).toBeVisible();
  await expect(panel.getByLabel("Image address")).toHaveValue(/^\/media\/[0-9a-f-]{36}\.png$/);
  await expect(panel.getByLabel("Alt text (required)")).toBeFocused();

  // No alt text, no image.
  await panel.getByRole("button", { name: "Insert image" }).click();
  const altMessage = "Describe the image in its alt text, for people who cannot see it";
  await expect(panel.getByText(altMessage)).toBeVisible();
  await expect(panel.getByLabel("Alt text (required)")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await panel.getByLabel("Alt text (required)").fill("Bar chart of cloud costs by month");
  await panel.getByLabel("Caption (optional)").fill("Costs fell by a third.");
  await panel.getByLabel("Caption (optional)").press("Enter");
  await expect(panel).toBeHidden();
  const editor = page.getByRole("textbox", { name: "Content" });
  await expect(
    editor.getByRole("img", { name: "Bar chart of cloud costs by month" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/notice=created/);
  await page.goto(`/blog/${slugOf(title)}`);
  const figure = page.locator(".prose-article figure");
  await expect(
    figure.getByRole("img", { name: "Bar chart of cloud costs by month" }),
  ).toBeVisible();
  await expect(figure.locator("figcaption")).toHaveText("Costs fell by a third.");
});

test("two images inserted one after the other are both kept, each with its own alt text", async ({
  adminPage: page,
}) => {
  const title = `Two figures ${uniqueWord()}`;
  await fillNewPost(page, { title, content: "Before the pictures.", publish: true });
  const insert = async (src: string, alt: string) => {
    await page.getByRole("button", { name: "Image", exact: true }).click();
    const panel = page.getByRole("group", { name: "Insert an image" });
    await panel.getByLabel("Image address").fill(src);
    await panel.getByLabel("Alt text (required)").fill(alt);
    await panel.getByRole("button", { name: "Insert image" }).click();
    await expect(panel).toBeHidden();
  };
  // No caption: the inserted image is a leaf, which used to stay selected and be replaced.
  await insert("/images/hero-network.svg", "The first picture");
  await insert("/favicon.svg", "The second picture");
  const editor = page.getByRole("textbox", { name: "Content" });
  await expect(editor.getByRole("img", { name: "The first picture" })).toBeVisible();
  await expect(editor.getByRole("img", { name: "The second picture" })).toBeVisible();
  // Typing goes after the pictures, not over them.
  await page.keyboard.type("After the pictures.");
  await expect(editor.getByRole("img")).toHaveCount(2);

  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/notice=created/);
  await page.goto(`/blog/${slugOf(title)}`);
  const article = page.locator(".prose-article");
  await expect(article.getByRole("img", { name: "The first picture" })).toBeVisible();
  await expect(article.getByRole("img", { name: "The second picture" })).toBeVisible();
  await expect(article).toContainText("After the pictures.");
});

test("an image without alt text is refused by the server too", async ({ adminPage: page }) => {
  const title = `No alt ${uniqueWord()}`;
  await fillNewPost(page, { title, content: "x", publish: true });
  await page.getByRole("button", { name: "HTML source" }).click();
  await page
    .getByRole("textbox", { name: "Content" })
    .fill('<p>See the chart:</p><img src="/media/chart.png">');
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(
    page.getByText("Describe the image in its alt text, for people who cannot see it"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  const response = await page.request.post("/admin/blogs/new", {
    headers: { Origin: new URL(page.url()).origin },
    form: {
      title,
      summary: "S",
      category: "tech",
      author: "A",
      content: '<img src="/media/chart.png" alt="">',
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(
    "Describe the image in its alt text, for people who cannot see it",
  );
});

test("editing: 'Loading blog...' on the way, a published post keeps its date, unknown ids go back", async ({
  adminPage: page,
}) => {
  const word = uniqueWord();
  const title = `Edit journey ${word}`;
  await createPost(page, { title, publish: true, category: "data-science" });
  const row = await rowOf(page, title);
  const date = await row.getByRole("cell").nth(3).textContent();

  // Hold the edit page's data request so the loading text can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/blogs\/edit\/[^/]+\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByText("Loading blog...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await page.unroute(/\/admin\/blogs\/edit\/[^/]+\.data/);

  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Publish this post")).toBeChecked();
  await expect(page.getByLabel("Category")).toHaveValue("data-science");
  await page.getByLabel("Title").fill(`${title} revised`);
  // Editing keeps the slug (it follows the title only on a new post).
  await expect(page.getByLabel("Slug")).toHaveValue(slugOf(title));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/notice=saved/);
  await expect(page.getByText("Changes saved.")).toBeVisible();
  const saved = await rowOf(page, `${title} revised`);
  await expect(saved.getByRole("cell").nth(3)).toHaveText(date!);

  await page.goto("/admin/blogs/edit/no-such-post");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});

test("a slug already in use is a message beside the field", async ({ adminPage: page }) => {
  const title = `Taken ${uniqueWord()}`;
  await createPost(page, { title });
  await fillNewPost(page, { title: "Another title" });
  await page.getByLabel("Slug").fill(slugOf(title));
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(
    page.getByText("Another post already uses this slug. Choose a different one."),
  ).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(slugOf(title));
});

test("without JavaScript the form posts the HTML from its text area", async ({
  browser,
  adminState,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: adminState,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const title = `No script ${uniqueWord()}`;
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Written without scripts.");
  await page.getByLabel("Category").selectOption("ai");
  await page.getByRole("textbox", { name: "Content" }).fill("<p>Plain <em>HTML</em></p>");
  await page.getByLabel("Add a tag").fill("Progressive");
  await page.getByLabel("Publish this post").check();
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\?notice=created$/);
  // The slug was left empty: the server made it from the title.
  await page.goto(`/blog/${slugOf(title)}`);
  await expect(page.locator(".prose-article em")).toHaveText("HTML");
  await expect(page.getByText("Progressive", { exact: true })).toBeVisible();
  await context.close();
});
