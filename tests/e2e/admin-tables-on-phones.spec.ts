import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { applyAs, sendInquiry, uniquePerson } from "./helpers/inbox";

// Issue 29 item 26: on a phone every admin list shows each row as a card, each
// value under its column's name, nothing clipped ("En", "Clo Inf") and nothing
// wider than the screen; on a desktop the same lists stay tables.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Every page with an admin list, and the lists' captions (their accessible names). */
const TABLE_PAGES = [
  { path: "/admin", tables: ["Recent jobs", "Recent applications"] },
  { path: "/admin/jobs", tables: ["Jobs"] },
  { path: "/admin/blogs", tables: ["Blog posts"] },
  { path: "/admin/applications", tables: ["Applications, newest first"] },
  { path: "/admin/inquiries", tables: ["Inquiries, newest first"] },
  { path: "/admin/settings/audit-log", tables: ["Audit log entries, newest first"] },
];

type CellReport = {
  header: string;
  label: string | null;
  role: string | null;
  /** The generated label (`content` of ::before), "none" when there is none. */
  shownLabel: string;
  labelDisplay: string;
  top: number;
  left: number;
  right: number;
  /** How far the cell's own content reaches past the cell (clipped or overflowing). */
  overflow: number;
  /** How far the cell's text reaches past the cell's box, on either side. */
  textOutside: number;
  /** Heights of the row's action controls (Actions column only). */
  actionHeights: number[];
};

/** Measures every body cell of the table captioned `caption`, by column. */
function measureTable(page: Page, caption: string) {
  return page.evaluate((caption) => {
    const table = [...document.querySelectorAll("table")].find(
      (candidate) => candidate.caption?.textContent === caption,
    );
    if (!table) throw new Error(`no table "${caption}"`);
    const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent!.trim());
    const headerBox = table.tHead!.getBoundingClientRect();
    const rows = [...table.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell, index): CellReport => {
        const box = cell.getBoundingClientRect();
        // The visible text's extent (visually hidden names are 1 px boxes that clip their text).
        const text = { left: box.left, right: box.right };
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          let hidden = false;
          for (let at = node.parentElement; at && at !== cell; at = at.parentElement) {
            if (at.getBoundingClientRect().width <= 1) hidden = true;
          }
          if (hidden || !node.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          text.left = Math.min(text.left, rect.left);
          text.right = Math.max(text.right, rect.right);
        }
        const before = getComputedStyle(cell, "::before");
        return {
          header: headers[index]!,
          label: cell.getAttribute("data-label"),
          role: cell.getAttribute("role"),
          shownLabel: before.content,
          labelDisplay: before.display,
          top: Math.round(box.top),
          left: box.left,
          right: box.right,
          overflow: cell.scrollWidth - cell.clientWidth,
          textOutside: Math.max(box.left - text.left, text.right - box.right, 0),
          actionHeights: [...cell.querySelectorAll("a, button")]
            // The row's own controls, not those of a closed confirmation dialog.
            .filter((control) => headers[index] === "Actions" && !control.closest("dialog"))
            .map((control) => control.getBoundingClientRect().height),
        };
      }),
    );
    return {
      headerHeight: headerBox.height,
      tableRole: table.getAttribute("role"),
      rows,
    };
  }, caption);
}

test("every admin list is a stack of labelled cards on a phone and a table on a desktop", async ({
  adminPage: page,
  browser,
}) => {
  // The inboxes start empty: one application and one inquiry to list.
  const person = uniquePerson("Cards");
  const visitor = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await applyAs(visitor, person);
  await sendInquiry(visitor, person, "Card Layout Manufacturing Cooperative");
  await visitor.context().close();

  for (const { path, tables } of TABLE_PAGES) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    for (const caption of tables) {
      await expect(page.getByRole("table", { name: caption })).toBeVisible();
      const { rows, tableRole } = await measureTable(page, caption);
      expect(rows.length, `${caption}: rows`).toBeGreaterThan(0);
      // Restyled table parts keep their roles (display: block drops them in some browsers).
      expect(tableRole, caption).toBe("table");
      for (const cells of rows) {
        for (const cell of cells) {
          const where = `${path} › ${caption} › ${cell.header}`;
          expect(cell.role, where).toMatch(/^(cell|rowheader)$/);
          // The column's name is shown beside the value, and it is the column's name.
          expect(cell.label, where).toBe(cell.header);
          expect(cell.shownLabel, where).toContain(`"${cell.header}"`);
          expect(cell.labelDisplay, where).not.toBe("none");
          // Nothing clipped, nothing past the screen's edge.
          expect(cell.overflow, where).toBeLessThanOrEqual(1);
          expect(cell.textOutside, where).toBeLessThanOrEqual(1);
          expect(cell.left, where).toBeGreaterThanOrEqual(0);
          expect(cell.right, where).toBeLessThanOrEqual(PHONE.width);
          for (const height of cell.actionHeights) expect(height, where).toBeGreaterThanOrEqual(24);
        }
        // A card: each cell on a line of its own.
        expect(new Set(cells.map((cell) => cell.top)).size, caption).toBe(cells.length);
      }
      // The column headers are for screen readers only: the labels replace them.
      const { headerHeight } = await measureTable(page, caption);
      expect(headerHeight, caption).toBeLessThanOrEqual(1);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path}: page width`,
    ).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);

    await page.setViewportSize(DESKTOP);
    for (const caption of tables) {
      const table = page.getByRole("table", { name: caption });
      await expect(table.getByRole("columnheader").first()).toBeVisible();
      const { rows, headerHeight } = await measureTable(page, caption);
      expect(headerHeight, caption).toBeGreaterThan(20);
      for (const cells of rows) {
        // A table row: its cells side by side, without labels of their own.
        expect(new Set(cells.map((cell) => cell.top)).size, caption).toBe(1);
        for (const cell of cells) expect(cell.shownLabel, caption).toBe("none");
      }
    }
    await expectNoAxeViolations(page);
  }
});

test("the dashboard's weekly figures fit a phone without clipping", async ({ adminPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admin");
  await page.getByRole("region", { name: "Weekly activity" }).getByText("Show data").click();
  const caption = "Applications and inquiries per week";
  await expect(page.getByRole("table", { name: caption })).toBeVisible();
  const { rows } = await measureTable(page, caption);
  for (const cell of rows.flat()) {
    expect(cell.overflow, cell.header).toBeLessThanOrEqual(1);
    expect(cell.textOutside, cell.header).toBeLessThanOrEqual(1);
    expect(cell.right, cell.header).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});
