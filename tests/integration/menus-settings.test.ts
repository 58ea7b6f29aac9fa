// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditLog, siteMenus, user as users } from "~/db/schema";
import { currentContentVersion } from "~/modules/content/content-version.server";
import { DEFAULT_MENUS } from "~/modules/menus/menu-defaults";
import { MENU_MESSAGES, menuRowsFrom, type MenuRow } from "~/modules/menus/menu-schema";
import { createVerifiedAccount } from "../helpers/accounts";
import { menuFormData } from "../helpers/menu-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 28 item 5: Settings › Menus through the request handler — who may
// use it, what a save changes on the public pages, and bad input.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const PAGE = "http://localhost:3000/admin/settings/menus";
const cookies = { editor: "", recruiter: "", admin: "" };

beforeAll(async () => {
  for (const role of ["editor", "recruiter", "admin"] as const) {
    const account = await createVerifiedAccount(`menus-${role}`);
    await database().db.update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
  }
});

const get = (cookie: string, url = PAGE) => handle(new Request(url, { headers: { cookie } }));
const post = (cookie: string, body: FormData) =>
  handle(new Request(PAGE, { method: "POST", headers: { cookie }, body }));

async function publicPage(path: string): Promise<string> {
  const response = await handle(new Request(`http://localhost:3000${path}`));
  expect(response.status, path).toBe(200);
  return response.text();
}

const between = (html: string, start: string, end: string) =>
  html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));

const menuRows = async () => database().db.select().from(siteMenus);
const menuAudits = async () =>
  database().db.select().from(auditLog).where(eq(auditLog.action, "menu.update"));

/** The header as the e2e journey leaves it: Blog renamed, moved up, with a link under it. */
const EDITED_HEADER: MenuRow[] = [
  { label: "Home", to: "/", nested: false },
  { label: "Insights", to: "/blog", nested: false },
  { label: "Cloud articles", to: "/blog/category/cloud", nested: true },
  { label: "Services", to: "/services", nested: false },
  { label: "Staff Augmentation", to: "/staff-augmentation", nested: false },
  { label: "Careers", to: "/careers", nested: false },
  { label: "Contact", to: "/contact", nested: false },
];

test("a Recruiter is refused the page and its save (403); nothing changes", async () => {
  const before = await currentContentVersion();
  expect((await get(cookies.recruiter)).status).toBe(403);
  const refused = await post(cookies.recruiter, menuFormData("header", EDITED_HEADER));
  expect(refused.status).toBe(403);
  expect(await menuRows()).toEqual([]);
  expect(await menuAudits()).toEqual([]);
  expect(await currentContentVersion()).toBe(before);
  // Editors and Administrators get in.
  expect((await get(cookies.editor)).status).toBe(200);
  expect((await get(cookies.admin)).status).toBe(200);
});

test("bad input is a field error with the values kept (400); nothing is saved", async () => {
  const rows = menuRowsFrom(DEFAULT_MENUS.header);
  rows[1] = { label: "", to: "//evil.example", nested: false };
  const response = await post(cookies.editor, menuFormData("header", rows));
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Label is required");
  expect(html).toContain(MENU_MESSAGES.target.replace(/'/g, "&#x27;"));
  expect(html).toContain('value="//evil.example"');
  expect(await menuRows()).toEqual([]);

  const footerNested = menuFormData("footer-quick", [
    { label: "Home", to: "/", nested: false },
    { label: "Jobs", to: "/careers", nested: true },
  ]);
  expect((await post(cookies.editor, footerNested)).status).toBe(400);
  expect(await menuRows()).toEqual([]);
});

test("move, add and remove without JavaScript answer the form with the list changed (200), nothing saved", async () => {
  const body = menuFormData("legal", menuRowsFrom(DEFAULT_MENUS.legal));
  body.append(
    "__intent__",
    JSON.stringify({ type: "reorder", payload: { name: "items", from: 2, to: 0 } }),
  );
  const response = await post(cookies.editor, body);
  expect(response.status).toBe(200);
  const html = await response.text();
  const form = between(html, 'id="menu-legal-form"', "</form>");
  const labels = [...form.matchAll(/name="items\[(\d)\]\.label"[^>]*value="([^"]*)"/g)].map(
    (match) => match[2],
  );
  expect(labels).toEqual(["Cookie Policy", "Privacy Policy", "Terms of Service"]);
  expect(await menuRows()).toEqual([]);
});

test("an Editor's save shows on the next request of every page, audited", async () => {
  // Cached under the current content version first.
  expect(between(await publicPage("/"), 'aria-label="Main"', "</nav>")).toContain(">Blog</a>");
  const before = await currentContentVersion();

  const saved = await post(cookies.editor, menuFormData("header", EDITED_HEADER));
  expect(saved.status).toBe(302);
  expect(saved.headers.get("location")).toBe(
    "/admin/settings/menus?notice=header-saved#menu-header",
  );
  expect(await currentContentVersion()).not.toBe(before);

  const home = await publicPage("/");
  const main = between(home, 'aria-label="Main"', "</nav>");
  expect(main).not.toContain(">Blog</a>");
  expect([...main.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual([
    "/",
    "/blog",
    "/blog/category/cloud",
    "/services",
    "/staff-augmentation",
    "/careers",
    "/contact",
  ]);
  // On wide screens the child is a disclosure beside its parent; in the phone menu, a list under it.
  expect(main).toMatch(/>Insights<\/a><details data-subnav=""/);
  const mobile = between(home, 'aria-label="Mobile"', "</nav>");
  expect(mobile).toMatch(
    /Insights<\/a><ul class="ml-4 mt-1 grid gap-1 border-l border-slate-200 pl-2"><li><a class="" href="\/blog\/category\/cloud">Cloud articles<\/a>/,
  );

  // The active link is still marked, in both menus.
  const blog = await publicPage("/blog");
  for (const menu of ['aria-label="Main"', 'aria-label="Mobile"']) {
    const nav = between(blog, menu, "</nav>");
    expect(
      [...nav.matchAll(/<a aria-current="page" class="active" href="([^"]*)">([^<]*)</g)].map(
        (match) => match[2],
      ),
    ).toEqual(["Insights"]);
  }

  const [row] = await menuRows();
  expect(row).toMatchObject({ menu: "header" });
  const audits = await menuAudits();
  expect(audits).toHaveLength(1);
  expect(audits[0]).toMatchObject({ targetId: "header" });
  expect(audits[0]!.details).toMatchObject({
    menu: "Header",
    changed: expect.stringContaining(
      "added Insights → /blog, Cloud articles → /blog/category/cloud",
    ),
  });

  // The form shows what was saved, and who saved it.
  const page = await (await get(cookies.editor, `${PAGE}?notice=header-saved`)).text();
  expect(page).toContain(MENU_MESSAGES.saved("Header"));
  expect(page).toContain('value="Insights"');
});
