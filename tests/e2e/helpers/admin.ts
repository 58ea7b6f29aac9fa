import { axeOn } from "./axe";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN, signIn } from "./accounts";
import { asNewVisitor } from "./visitor";

export const VIEWPORTS = [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** axe-core with the WCAG 2.x A/AA rules every page must pass. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
  ).toEqual([]);
}

type AdminFixtures = { adminPage: Page };
type AdminWorkerFixtures = {
  adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
};

/**
 * `adminPage`: a page already signed in as the shared server's administrator.
 * Each worker signs in once (through the real form) and every test gets a new
 * context with that session, so admin journeys don't pay for a sign-in each.
 */
export const test = base.extend<AdminFixtures, AdminWorkerFixtures>({
  adminState: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await asNewVisitor(page);
      await signIn(page, "", ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker" },
  ],
  adminPage: async ({ browser, adminState }, provide, testInfo) => {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: adminState,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await asNewVisitor(page);
    await provide(page);
    await context.close();
  },
});

export { expect };
