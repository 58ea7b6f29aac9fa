// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { pages, user as users } from "~/db/schema";
import { createVerifiedAccount } from "../helpers/accounts";
import { EVERY_BLOCK_PAGE } from "../helpers/every-block-page";
import { pageFormData } from "../helpers/page-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Benchmark (issue 28 limit): a page of 40 blocks opens in the editor and is
// previewed within a second on this machine. Prints the times of five runs;
// run by hand: `npx vitest run tests/integration/bench-page-editor.test.ts`.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const ORIGIN = "http://localhost:3000";

test("a 40-block page: editor open and preview times", async () => {
  const account = await createVerifiedAccount("bench-pages");
  await database().db.update(users).set({ role: "editor" }).where(eq(users.id, account.userId));
  const source = EVERY_BLOCK_PAGE.blocks;
  const blocks = Array.from({ length: 40 }, (_, index) => ({
    ...source[index % source.length]!,
    id: `block-${index + 1}`,
  }));
  const { status: _status, ...page } = { ...EVERY_BLOCK_PAGE, path: "/forty", blocks };
  const created = await handle(
    new Request(`${ORIGIN}/admin/pages/new`, {
      method: "POST",
      headers: { cookie: account.cookie },
      body: pageFormData(page),
    }),
  );
  expect(created.status).toBe(302);
  const [row] = await database().db.select().from(pages).where(eq(pages.path, "/forty"));
  const times: Array<{ open: number; preview: number; bytes: number }> = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const editor = await handle(
      new Request(`${ORIGIN}/admin/pages/edit/${row!.id}`, { headers: { cookie: account.cookie } }),
    );
    const html = await editor.text();
    const opened = performance.now();
    const preview = await handle(
      new Request(`${ORIGIN}/admin/pages/preview`, {
        method: "POST",
        headers: { cookie: account.cookie },
        body: pageFormData(page, { publish: "draft" }),
      }),
    );
    await preview.text();
    times.push({
      open: Math.round(opened - start),
      preview: Math.round(performance.now() - opened),
      bytes: html.length,
    });
  }
  console.log("40-block editor (ms):", JSON.stringify(times));
});
