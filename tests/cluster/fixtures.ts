import { expect, test as base, type Page } from "@playwright/test";
import { ADMIN, signIn } from "../e2e/helpers/accounts";
import { asNewVisitor } from "../e2e/helpers/visitor";

export type ClusterOptions = {
  /** The instance the administrator saves through. */
  writer: string;
  /** The instances anonymous visitors read from (the writer itself, and another). */
  readers: string[];
};

type Visitor = { base: string; page: Page };

type Fixtures = {
  /** A page signed in as the administrator on the writer. */
  admin: Page;
  /** One anonymous visitor per reader instance. */
  visitors: Visitor[];
};

export const test = base.extend<Fixtures, ClusterOptions>({
  writer: ["", { option: true, scope: "worker" }],
  readers: [[], { option: true, scope: "worker" }],
  admin: async ({ browser, writer }, provide) => {
    const context = await browser.newContext({ baseURL: writer });
    const page = await context.newPage();
    await asNewVisitor(page);
    await signIn(page, writer, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await provide(page);
    await context.close();
  },
  visitors: async ({ browser, readers }, provide) => {
    const visitors: Visitor[] = [];
    for (const reader of readers) {
      const context = await browser.newContext({ baseURL: reader, reducedMotion: "reduce" });
      const page = await context.newPage();
      await asNewVisitor(page);
      visitors.push({ base: reader, page });
    }
    await provide(visitors);
    await Promise.all(visitors.map((visitor) => visitor.page.context().close()));
  },
});

export { expect };

/**
 * Loads a page twice as an anonymous visitor, so that it is cached; the
 * second answer must come from the cache, or the journey proves nothing.
 */
export async function warm(visitor: Visitor, path: string, status = 200) {
  const first = await visitor.page.request.get(visitor.base + path, { maxRedirects: 0 });
  expect(first.status()).toBe(status);
  if (status !== 200) return;
  const second = await visitor.page.request.get(visitor.base + path, { maxRedirects: 0 });
  expect(second.headers()["x-cache"], `${path} on ${visitor.base} is cached`).toBe("hit");
}

/** Posts a form as the signed-in administrator and expects the post/redirect/get answer. */
export async function adminPost(admin: Page, path: string, form: Record<string, string>) {
  // No Origin or Sec-Fetch-Site header: not a browser, so not a cross-site post.
  const response = await admin.request.post(path, { form, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  return response.headers().location ?? "";
}
