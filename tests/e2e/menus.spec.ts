import type { Browser, Page } from "@playwright/test";
import { signIn, STAFF_PASSWORD } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { approvedStaff } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// Issue 28 item 5: an Editor edits the header menu in Settings › Menus and
// every public page follows. The menus are the whole site's, so the journey
// runs on a server of its own: the shared server's specs keep today's menus.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(8), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  return page;
}

const HEADER_AFTER = ["Home", "Insights", "Services", "Staff Augmentation", "Careers", "Contact"];

test("an Editor renames, moves and nests header links; the public header follows", async ({
  browser,
}) => {
  // The journey is about the menus: the Editor's account is set up, not signed up.
  const email = await approvedStaff(server.dataDir, "Mina Menus", "Editor");
  const editor = await newPage(browser);
  await signIn(editor, server.url, email, STAFF_PASSWORD);
  await expect(editor.getByRole("heading", { name: "Welcome back, Mina Menus" })).toBeVisible();

  await editor.goto(`${server.url}/admin/settings/profile`);
  await editor
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Menus" })
    .click();
  await expect(editor).toHaveURL(/\/admin\/settings\/menus$/);
  const header = editor.getByRole("region", { name: "Header", exact: true });
  const link = (n: number) => header.getByRole("group", { name: `Link ${n}`, exact: true });
  await expect(link(4).getByLabel("Label")).toHaveValue("Blog");
  await expectNoAxeViolations(editor);

  // Rename Blog, move it up two places (keyboard: the buttons are plain buttons).
  await link(4).getByLabel("Label").fill("Insights");
  await link(4).getByRole("button", { name: "Move link 4 up" }).click();
  const moveUp = link(3).getByRole("button", { name: "Move link 3 up" });
  await moveUp.focus();
  await editor.keyboard.press("Enter");
  await expect(link(2).getByLabel("Label")).toHaveValue("Insights");

  // A new link, moved under Insights.
  await header.getByRole("button", { name: "Add link" }).click();
  await link(7).getByLabel("Label").fill("Cloud articles");
  await link(7).getByLabel("Link target").fill("/blog/category/cloud");
  for (let n = 7; n > 3; n -= 1) {
    await link(n)
      .getByRole("button", { name: `Move link ${n} up` })
      .click();
  }
  await expect(link(3).getByLabel("Label")).toHaveValue("Cloud articles");
  await link(3).getByLabel("Under the link above").check();

  // A mistake first: the field says so and keeps what was typed.
  await link(6).getByLabel("Link target").fill("//careers.example");
  await header.getByRole("button", { name: "Save Header menu" }).click();
  await expect(link(6).getByText(/^Enter a path on this site starting with \//)).toBeVisible();
  await expect(link(2).getByLabel("Label")).toHaveValue("Insights");
  await expectNoAxeViolations(editor);
  await link(6).getByLabel("Link target").fill("/careers");
  await header.getByRole("button", { name: "Save Header menu" }).click();
  // A save on a busy machine (the server renews its caches) may take a while.
  await expect(editor.getByText("Header menu saved. The website shows it now.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(link(2).getByLabel("Label")).toHaveValue("Insights");
  await expect(link(3).getByLabel("Under the link above")).toBeChecked();
  if (SHOTS) await editor.screenshot({ path: `${SHOTS}/menus-admin-1440.png`, fullPage: true });

  for (const [name, viewport] of VIEWPORTS) {
    const visitor = await newPage(browser);
    await visitor.setViewportSize(viewport);
    await visitor.goto(`${server.url}/blog`, { waitUntil: "networkidle" });
    if (name === "desktop") {
      const nav = visitor.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(HEADER_AFTER);
      await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // The disclosure beside Insights, named for screen readers "More in Insights".
      const more = nav.locator("details[data-subnav] > summary");
      await expect(more).toHaveText("More in Insights");
      await more.click();
      const child = nav.getByRole("link", { name: "Cloud articles" });
      await expect(child).toBeVisible();
      // The dropdown hangs below its parent, inside the window.
      const parentBox = (await nav.getByRole("link", { name: "Insights" }).boundingBox())!;
      const childBox = (await child.boundingBox())!;
      expect(childBox.y).toBeGreaterThan(parentBox.y + parentBox.height);
      expect(childBox.x + childBox.width).toBeLessThanOrEqual(viewport.width);
      if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/menus-public-1440.png` });
      await expectNoAxeViolations(visitor);
      await visitor.keyboard.press("Escape");
      await expect(child).toBeHidden();
    } else {
      await expect(visitor.getByRole("navigation", { name: "Main" })).toBeHidden();
      await visitor.getByRole("button", { name: "Open menu" }).click();
      const menu = visitor.getByRole("navigation", { name: "Mobile" });
      await expect(menu.getByRole("link")).toHaveText([
        "Home",
        "Insights",
        "Cloud articles",
        ...HEADER_AFTER.slice(2),
      ]);
      await expect(menu.getByRole("link", { name: "Insights" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // The child is indented under its parent.
      const parentBox = (await menu.getByRole("link", { name: "Insights" }).boundingBox())!;
      const childBox = (await menu.getByRole("link", { name: "Cloud articles" }).boundingBox())!;
      expect(childBox.x).toBeGreaterThan(parentBox.x);
      if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/menus-public-390.png` });
      await expectNoAxeViolations(visitor);
    }
    await visitor.context().close();
  }
});
