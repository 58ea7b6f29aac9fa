// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditLog, pages, redirects, user as users } from "~/db/schema";
import { publishDuePages } from "~/modules/pages/pages-admin.server";
import { BLOCK_JSON_MESSAGES } from "~/modules/pages/block-json";
import { PAGE_MESSAGES } from "~/modules/pages/page-form-schema";
import { companyWallTime } from "~/utils/calendar-dates";
import { createVerifiedAccount } from "../helpers/accounts";
import { changesContent } from "../helpers/content-version";
import { EVERY_BLOCK_PAGE } from "../helpers/every-block-page";
import { pageFormData } from "../helpers/page-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 28 items 2-4: Admin › Pages through the request handler — who may use
// it, every editor button without JavaScript, bad input, saving, a path
// change, scheduling, and the preview drawn by the public page's code.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const ORIGIN = "http://localhost:3000";
const cookies = { editor: "", recruiter: "", admin: "" };

beforeAll(async () => {
  for (const role of ["editor", "recruiter", "admin"] as const) {
    const account = await createVerifiedAccount(`pages-${role}`);
    await database().db.update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
  }
});

const get = (cookie: string, path: string) =>
  handle(new Request(`${ORIGIN}${path}`, { headers: { cookie } }));
const post = (cookie: string, path: string, body: FormData) =>
  handle(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie }, body }));

const LANDING = {
  path: "/cloud-week",
  title: "Cloud week",
  seo: { title: "Cloud week", description: "A week of cloud migration talks." },
  blocks: [
    EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "hero")!,
    EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "faq")!,
    EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "cta")!,
  ],
};

const unescape = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** The intent value of the editor button named `label` (its visible or screen-reader text). */
function intentOf(html: string, label: string): string {
  const buttons = html.match(/<button[^>]*name="__intent__"[^>]*>[\s\S]*?<\/button>/g) ?? [];
  const button = buttons.find((markup) => markup.replace(/<[^>]+>/g, "").trim() === label);
  if (!button) throw new Error(`no button "${label}"`);
  return unescape(/value="([^"]*)"/.exec(button)![1]!);
}

const pageRows = () => database().db.select().from(pages).where(eq(pages.path, LANDING.path));
const between = (html: string, start: string, end: string) =>
  html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)) + end.length);

test("Recruiters are refused the list, the editor, its save and the preview (403); Editors and Administrators get in", async () => {
  for (const path of ["/admin/pages", "/admin/pages/new"])
    expect((await get(cookies.recruiter, path)).status, path).toBe(403);
  for (const path of ["/admin/pages/new", "/admin/pages/preview"])
    expect((await post(cookies.recruiter, path, pageFormData(LANDING))).status, path).toBe(403);
  expect(await pageRows()).toEqual([]);
  for (const cookie of [cookies.editor, cookies.admin]) {
    expect((await get(cookie, "/admin/pages")).status).toBe(200);
    expect((await get(cookie, "/admin/pages/new")).status).toBe(200);
  }
});

test("bad input is a field error with the values kept (400); nothing is saved", async () => {
  const broken = structuredClone(LANDING);
  broken.path = "/careers/cloud";
  (broken.blocks[1] as { fields: { title: string } }).fields.title = "";
  (broken.blocks[2] as { fields: { actions: Array<{ to: string }> } }).fields.actions[0]!.to =
    "javascript:alert(1)";
  const response = await post(cookies.editor, "/admin/pages/new", pageFormData(broken));
  expect(response.status).toBe(400);
  const html = unescape(await response.text());
  expect(html).toContain("The path /careers belongs to the site's own pages; choose another path");
  expect(html).toContain("Title is required");
  expect(html).toContain("Link must be a path on this site");
  expect(html).toContain('value="javascript:alert(1)"');
  expect(html).toContain(LANDING.blocks[0]!.fields.title as string);
  expect(await pageRows()).toEqual([]);
});

test("without JavaScript, add, move, duplicate, hide and remove change the form and save nothing (200)", async () => {
  const start = await get(cookies.editor, "/admin/pages/new");
  const html = await start.text();
  const body = pageFormData(LANDING);
  body.append("__intent__", intentOf(html, "FAQ"));
  const added = await post(cookies.editor, "/admin/pages/new", body);
  expect(added.status).toBe(200);
  const afterAdd = await added.text();
  expect(unescape(afterAdd)).toContain("4.</span> FAQ");
  // Move block 1 down, duplicate block 2, remove block 3 — each from the page the last one returned.
  const moved = pageFormData(LANDING);
  moved.append("__intent__", intentOf(afterAdd, "Move block 1 down"));
  const afterMove = await (await post(cookies.editor, "/admin/pages/new", moved)).text();
  expect(unescape(afterMove)).toContain("1.</span> FAQ");
  expect(unescape(afterMove)).toContain("2.</span> Hero");
  const copied = pageFormData(LANDING);
  copied.append("__intent__", intentOf(afterMove, "Duplicate block 1"));
  const afterCopy = await (await post(cookies.editor, "/admin/pages/new", copied)).text();
  expect(unescape(afterCopy)).toContain("2.</span> FAQ");
  expect(afterCopy).toContain('value="questions-2"');
  // A forged intent is a bad request, never a server error.
  const forged = pageFormData(LANDING);
  forged.append("__intent__", "{");
  expect((await post(cookies.editor, "/admin/pages/new", forged)).status).toBe(400);
  const removed = pageFormData(LANDING);
  removed.append("__intent__", intentOf(afterCopy, "Remove block 3"));
  const afterRemove = await (await post(cookies.editor, "/admin/pages/new", removed)).text();
  expect(afterRemove).not.toContain("3.</span>");
  expect(await pageRows()).toEqual([]);
});

test("a save creates the page, audited, bumping the content version; it is served at its path", async () => {
  const withHidden = structuredClone(LANDING);
  (withHidden.blocks[2] as { hidden?: boolean }).hidden = true;
  let response: Response | undefined;
  expect(
    await changesContent(async () => {
      response = await post(cookies.editor, "/admin/pages/new", pageFormData(withHidden));
    }),
  ).toBe(true);
  expect(response!.status).toBe(302);
  expect(response!.headers.get("location")).toBe("/admin/pages?notice=created");
  const [row] = await pageRows();
  expect(row).toMatchObject({ status: "published", title: "Cloud week" });
  expect((row!.blocks as Array<{ hidden?: boolean }>)[2]!.hidden).toBe(true);
  const audits = await database()
    .db.select()
    .from(auditLog)
    .where(eq(auditLog.action, "page.create"));
  expect(audits).toHaveLength(1);
  const page = await (await handle(new Request(`${ORIGIN}${LANDING.path}`))).text();
  expect(page).toContain(LANDING.blocks[0]!.fields.title as string);
  expect(page).not.toContain(LANDING.blocks[2]!.fields.title as string);
  const list = await (await get(cookies.editor, "/admin/pages")).text();
  expect(list).toContain("Cloud week");
  expect(list).toContain(LANDING.path);
});

test("a second page at a taken path is refused at the path field (400)", async () => {
  const response = await post(cookies.editor, "/admin/pages/new", pageFormData(LANDING));
  expect(response.status).toBe(400);
  expect(unescape(await response.text())).toContain(PAGE_MESSAGES.pathTaken);
});

test("changing a published page's path adds an automatic redirect from the old one", async () => {
  const [row] = await pageRows();
  const moved = { ...LANDING, path: "/cloud-week-2027" };
  const response = await post(cookies.editor, `/admin/pages/edit/${row!.id}`, pageFormData(moved));
  expect(response.status).toBe(302);
  const [redirect] = await database()
    .db.select()
    .from(redirects)
    .where(eq(redirects.fromPath, LANDING.path));
  expect(redirect).toMatchObject({ toPath: "/cloud-week-2027" });
  const old = await handle(new Request(`${ORIGIN}${LANDING.path}`));
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toContain("/cloud-week-2027");
});

test("a scheduled page stays hidden until its minute, then the scheduler publishes it", async () => {
  const at = new Date(Date.now() + 60 * 60 * 1000);
  at.setSeconds(0, 0);
  const landing = { ...LANDING, path: "/launch", title: "Launch" };
  const response = await post(
    cookies.editor,
    "/admin/pages/new",
    pageFormData(landing, { publish: "schedule", at: companyWallTime(at) }),
  );
  expect(response.status).toBe(302);
  const [row] = await database().db.select().from(pages).where(eq(pages.path, "/launch"));
  expect(row).toMatchObject({ status: "scheduled" });
  expect(row!.scheduledAt?.getTime()).toBe(at.getTime());
  expect((await handle(new Request(`${ORIGIN}/launch`))).status).toBe(404);
  expect(await publishDuePages(new Date(at.getTime() - 1_000))).toEqual([]);
  expect(await publishDuePages(at)).toEqual([{ id: row!.id, path: "/launch" }]);
  expect((await handle(new Request(`${ORIGIN}/launch`))).status).toBe(200);
});

test("the home page cannot be saved as a draft", async () => {
  const home = { ...LANDING, path: "/" };
  const response = await post(
    cookies.editor,
    "/admin/pages/new",
    pageFormData(home, { publish: "draft" }),
  );
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(PAGE_MESSAGES.homeUnpublished);
});

test("the preview of a draft is the public page's own render of the same blocks", async () => {
  const { status: _status, ...every } = EVERY_BLOCK_PAGE;
  await post(cookies.editor, "/admin/pages/new", pageFormData(every));
  const published = await (await handle(new Request(`${ORIGIN}${every.path}`))).text();
  const preview = await post(
    cookies.editor,
    "/admin/pages/preview",
    pageFormData(every, { publish: "draft" }),
  );
  expect(preview.status).toBe(200);
  expect(preview.headers.get("cache-control")).toContain("no-store");
  const html = await preview.text();
  expect(between(html, '<main id="main">', "</main>")).toBe(
    between(published, '<main id="main">', "</main>"),
  );
  // Nothing hydrates in the preview, as on the public page.
  expect(html).not.toContain("window.__reactRouterContext");
});

test("History lists each save and restores a version (Editors; Recruiters 403); the public page shows it at once", async () => {
  const original = { ...LANDING, path: "/restore-week", title: "Restore week" };
  await post(cookies.editor, "/admin/pages/new", pageFormData(original));
  const [row] = await database().db.select().from(pages).where(eq(pages.path, "/restore-week"));
  const changed = structuredClone(original);
  changed.blocks[0]!.fields.title = "A headline written later";
  await post(cookies.editor, `/admin/pages/edit/${row!.id}`, pageFormData(changed));
  expect(await (await handle(new Request(`${ORIGIN}/restore-week`))).text()).toContain(
    "A headline written later",
  );

  const history = `/admin/pages/history/${row!.id}`;
  expect((await get(cookies.recruiter, history)).status).toBe(403);
  const html = unescape(await (await get(cookies.editor, history)).text());
  expect(html.match(/\?revision=/g)).toHaveLength(2);
  const oldest = [...html.matchAll(/\?revision=([0-9a-f-]{36})/g)].at(-1)![1]!;
  const chosen = unescape(
    await (await get(cookies.editor, `${history}?revision=${oldest}`)).text(),
  );
  expect(between(chosen, "<del", "</del>")).toContain("later");
  const restore = new FormData();
  restore.append("revisionId", oldest);
  expect((await post(cookies.recruiter, history, restore)).status).toBe(403);
  const restored = await post(cookies.editor, history, restore);
  expect(restored.status).toBe(302);
  expect(restored.headers.get("location")).toBe(`${history}?notice=restored`);
  const page = await (await handle(new Request(`${ORIGIN}/restore-week`))).text();
  expect(page).toContain(LANDING.blocks[0]!.fields.title as string);
  expect(page).not.toContain("A headline written later");
  expect(unescape(await (await get(cookies.editor, history)).text())).toContain("Restored by ");
});

/** The fields of the editor's HTML under `blocks[…]` (hidden and drawn), as a browser without JavaScript posts them. */
function blockInputsOf(html: string): Array<[string, string]> {
  const fields =
    html.match(
      /<input[^>]*name="blocks\[[^"]*"[^>]*>|<textarea[^>]*name="blocks\[[^"]*"[^>]*>[^<]*<\/textarea>|<select[^>]*name="blocks\[[^"]*"[^>]*>[\s\S]*?<\/select>/g,
    ) ?? [];
  return fields.flatMap((field) => {
    const name = /name="([^"]*)"/.exec(field)![1]!;
    if (field.startsWith("<textarea"))
      return [[name, unescape(/>([^<]*)<\/textarea>/.exec(field)![1]!)] as [string, string]];
    if (field.startsWith("<select")) {
      const chosen = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(field);
      return [[name, unescape(chosen?.[1] ?? "")] as [string, string]];
    }
    if (/type="checkbox"/.test(field) && !/checked=""/.test(field)) return [];
    return [[name, unescape(/value="([^"]*)"/.exec(field)?.[1] ?? "")] as [string, string]];
  });
}

/** The landing page's post with its blocks as the editor's HTML holds them. */
function postedAsShown(html: string, page: Parameters<typeof pageFormData>[0]): FormData {
  const form = pageFormData({ ...page, blocks: [] });
  for (const [name, value] of blockInputsOf(html)) form.append(name, value);
  return form;
}

test("the editor sends a saved page's blocks closed, each as one JSON field; saved as they are, every block comes back unchanged", async () => {
  const { status: _status, ...every } = EVERY_BLOCK_PAGE;
  const page = { ...every, path: "/closed-blocks", title: "Closed blocks" };
  expect((await post(cookies.editor, "/admin/pages/new", pageFormData(page))).status).toBe(302);
  const [row] = await database().db.select().from(pages).where(eq(pages.path, page.path));
  const html = await (await get(cookies.editor, `/admin/pages/edit/${row!.id}`)).text();
  const inputs = blockInputsOf(html);
  // No block's fields are drawn: each posts its id, type and its fields' JSON.
  expect(inputs.filter(([name]) => name.includes(".fields"))).toEqual([]);
  expect(inputs.filter(([name]) => name.endsWith(".json"))).toHaveLength(page.blocks.length);
  expect(unescape(html)).toContain("Fields of block 1</button>");

  const saved = await post(
    cookies.editor,
    `/admin/pages/edit/${row!.id}`,
    postedAsShown(html, page),
  );
  expect(saved.status).toBe(302);
  const [after] = await database().db.select().from(pages).where(eq(pages.path, page.path));
  expect(after!.blocks).toEqual(row!.blocks);
});

test("without JavaScript, “Fields of block 2” comes back with that block's fields drawn; a change there is saved and the closed blocks stay as they were", async () => {
  const page = { ...LANDING, path: "/one-block-open", title: "One block open" };
  expect((await post(cookies.editor, "/admin/pages/new", pageFormData(page))).status).toBe(302);
  const [row] = await database().db.select().from(pages).where(eq(pages.path, page.path));
  const editor = `/admin/pages/edit/${row!.id}`;
  const html = await (await get(cookies.editor, editor)).text();
  const opening = postedAsShown(html, page);
  opening.append("__intent__", intentOf(html, "Fields of block 2"));
  const opened = await post(cookies.editor, editor, opening);
  expect(opened.status).toBe(200);
  const form = await opened.text();
  const names = blockInputsOf(form).map(([name]) => name);
  expect(names).toContain("blocks[1].fields.title");
  expect(names).toContain("blocks[0].json");
  expect(names).toContain("blocks[2].json");
  expect(names.some((name) => name.startsWith("blocks[0].fields"))).toBe(false);
  expect(await database().db.select().from(pages).where(eq(pages.path, page.path))).toEqual([row]);

  const changed = postedAsShown(form, page);
  changed.set("blocks[1].fields.title", "Questions, answered");
  expect((await post(cookies.editor, editor, changed)).status).toBe(302);
  const [after] = await database().db.select().from(pages).where(eq(pages.path, page.path));
  const blocks = after!.blocks as Array<{ fields: { title?: string } }>;
  expect(blocks[1]!.fields.title).toBe("Questions, answered");
  expect([blocks[0], blocks[2]]).toEqual([
    (row!.blocks as unknown[])[0],
    (row!.blocks as unknown[])[2],
  ]);
});

test("a closed block whose JSON cannot be read is a field error on that block (400), the rest kept; nothing is saved", async () => {
  const page = { ...LANDING, path: "/unreadable-block", title: "Unreadable block" };
  const form = pageFormData(page);
  const broken = new FormData();
  for (const [name, value] of form)
    if (!name.startsWith("blocks[1].fields")) broken.append(name, value);
  broken.append("blocks[1].json", '{"title": "FAQ", "items": [');
  const response = await post(cookies.editor, "/admin/pages/new", broken);
  expect(response.status).toBe(400);
  const html = unescape(await response.text());
  expect(html).toContain(BLOCK_JSON_MESSAGES.unreadable);
  expect(html).toContain(LANDING.blocks[0]!.fields.title as string);
  expect(await database().db.select().from(pages).where(eq(pages.path, page.path))).toEqual([]);
});
