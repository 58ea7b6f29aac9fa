import type { Browser, Page } from "@playwright/test";
import { signIn, STAFF_PASSWORD } from "./helpers/accounts";
import { expect, test } from "./helpers/admin";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { approvedStaff } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// Issue 28 "Done when": the home page's headline changed in the editor is on
// the public page at once (its cached copy renewed), a page whose path
// changes redirects its old path, and a new page added to the header menu is
// there for visitors. Home and the menus are the whole site's, so the
// journeys run on a server of their own.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const HOME_HEADLINE = "Technology expertise that moves your business forward";
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(80), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function signedInEditor(browser: Browser, name: string): Promise<Page> {
  const email = await approvedStaff(server.dataDir, name, "Editor");
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(page, server.url, email, STAFF_PASSWORD);
  await expect(page.getByRole("heading", { name: `Welcome back, ${name}` })).toBeVisible();
  return page;
}

async function newVisitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await asNewVisitor(page);
  return page;
}

test("an Editor changes the home page's headline and the public page shows it at once", async ({
  browser,
}) => {
  const visitor = await newVisitor(browser);
  // The home page is in the page cache before the change.
  await visitor.request.get("/");
  const cached = await visitor.request.get("/");
  expect(cached.headers()["x-cache"]).toBe("hit");
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADLINE);

  const editor = await signedInEditor(browser, "Hana Home");
  await editor.goto("/admin/pages");
  await editor
    .getByRole("table", { name: "Pages" })
    .getByRole("row")
    .filter({ has: editor.getByRole("cell", { name: "/", exact: true }) })
    .getByRole("link")
    .click();
  await expect(editor.getByRole("heading", { name: "Edit page", level: 1 })).toBeVisible();
  const hero = editor
    .getByRole("list", { name: "Blocks" })
    .getByRole("listitem")
    .filter({ has: editor.getByRole("heading", { name: /^1\. Hero/ }) });
  // A saved block's fields are folded away under its heading.
  await hero.getByText("Fields of block 1").click();
  const title = hero.getByRole("textbox", { name: "Title", exact: true });
  await expect(title).toHaveValue(HOME_HEADLINE);
  await title.fill("Cloud and data teams that ship");
  await editor.getByRole("button", { name: "Save page" }).click();
  await expect(editor).toHaveURL(/\/admin\/pages\?notice=/);

  // The very next request gets the new headline: the cached copy was renewed.
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Cloud and data teams that ship",
  );
});

test("a page moved to a new path redirects its old one, and the header menu links it", async ({
  browser,
}) => {
  const editor = await signedInEditor(browser, "Paolo Paths");
  await editor.goto("/admin/pages/new");
  await editor.getByRole("textbox", { name: "Title", exact: true }).first().fill("Cloud week");
  await editor.getByLabel("Path").fill("/cloud-week");
  await editor.getByRole("button", { name: "Hero", exact: true }).click();
  await editor
    .getByRole("list", { name: "Blocks" })
    .getByRole("textbox", { name: "Title", exact: true })
    .fill("Cloud week is here");
  await editor.getByLabel("SEO title").fill("Cloud week");
  await editor.getByLabel("SEO description").fill("A week of cloud migration talks.");
  await editor.getByLabel("Published").check();
  await editor.getByRole("button", { name: "Create page" }).click();
  await expect(editor).toHaveURL(/\/admin\/pages\?notice=created$/);

  const visitor = await newVisitor(browser);
  expect((await visitor.request.get("/cloud-week")).status()).toBe(200);

  // The campaign is renamed: the page moves, the old address follows it.
  await editor.getByRole("link", { name: "Cloud week", exact: true }).click();
  await editor.getByLabel("Path").fill("/cloud-weeks");
  await editor.getByRole("button", { name: "Save page" }).click();
  await expect(editor).toHaveURL(/\/admin\/pages\?notice=/);
  const moved = await visitor.request.get("/cloud-week", { maxRedirects: 0 });
  expect([moved.status(), moved.headers().location]).toEqual([301, "/cloud-weeks"]);
  await visitor.goto("/cloud-week");
  await expect(visitor).toHaveURL(/\/cloud-weeks$/);
  await expect(
    visitor.getByRole("heading", { name: "Cloud week is here", level: 1 }),
  ).toBeVisible();

  // Settings › Menus: the page goes into the header.
  await editor.goto("/admin/settings/menus");
  const header = editor.getByRole("region", { name: "Header", exact: true });
  const links = header.getByRole("group", { name: /^Link \d+$/ });
  const before = await links.count();
  await header.getByRole("button", { name: "Add link" }).click();
  const added = header.getByRole("group", { name: `Link ${before + 1}`, exact: true });
  await added.getByLabel("Label").fill("Cloud week");
  await added.getByLabel("Link target").fill("/cloud-weeks");
  await header.getByRole("button", { name: "Save Header menu" }).click();
  await expect(editor.getByText("Header menu saved. The website shows it now.")).toBeVisible({
    timeout: 20_000,
  });

  await visitor.goto("/");
  const nav = visitor.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Cloud week" }).click();
  await expect(visitor).toHaveURL(/\/cloud-weeks$/);
  await expect(nav.getByRole("link", { name: "Cloud week" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
