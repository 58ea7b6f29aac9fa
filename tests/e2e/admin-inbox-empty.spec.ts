import { ADMIN, signIn } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// A fresh server with no submissions: the inboxes' "nothing yet" states.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(40), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

test("empty inboxes say so, offer no export, and pass axe at 1440 and 390 px", async ({ page }) => {
  await asNewVisitor(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const pages = [
    ["/admin/applications", "No applications yet"],
    ["/admin/inquiries", "No inquiries yet"],
  ] as const;
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of pages) {
      await test.step(`${name} ${path}`, async () => {
        await page.goto(`${server.url}${path}`);
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
        await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
        await expect(page.getByRole("link", { name: /^All\s*0$/ })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expectNoAxeViolations(page);
      });
    }
  }
});
