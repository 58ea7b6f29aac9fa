import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, pagePreviewLinks, pages } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { hashPreviewToken } from "~/modules/previews/preview-links.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { EVERY_BLOCK_PAGE } from "../../../tests/helpers/every-block-page";
import { adminActor } from "../../../tests/helpers/inbox";
import { pageFormData } from "../../../tests/helpers/page-form";
import { parsedForm } from "../../../tests/helpers/form-write";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { withoutEmptyGroups } from "./block-form";
import { PageFormSchema } from "./page-form-schema";
import {
  changePagePreviewLink,
  deleteExpiredPagePreviewLinks,
  getPageByPreviewToken,
  getPagePreviewLinkForAdmin,
} from "./page-preview-links.server";
import { savePage } from "./pages-admin.server";

setupTestDatabase();

let admin: Actor;
let editor: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("page-sharer")).cookie);
  editor = { ...admin, user: { ...admin.user, role: "editor" } };
});

const hero = EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "hero")!;
const DAY = 24 * 60 * 60 * 1000;

/** Saves a page (new when `id` is null) with one hero block; returns its id. */
async function save(
  id: string | null,
  path: string,
  headline: string,
  publish: "draft" | "now" = "draft",
) {
  const page = {
    path,
    title: `Landing ${path}`,
    seo: { title: "A landing page", description: "A page to share before it is out." },
    blocks: [{ ...hero, fields: { ...hero.fields, title: headline } }],
  };
  const values = parsedForm(PageFormSchema, withoutEmptyGroups(pageFormData(page, { publish })));
  const saved = await savePage(editor, id, values);
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return saved.value.id;
}

async function share(actor: Actor, id: string, lifetime: 0 | 1 | 7 | 30, now?: Date) {
  const result = await changePagePreviewLink(actor, id, { intent: "share", lifetime }, now);
  if (!result.ok || result.value.kind !== "shared") throw new Error("not shared");
  return result.value.token;
}

const headlineOf = (page: Awaited<ReturnType<typeof getPageByPreviewToken>>) =>
  page?.blocks.find((block) => block.type === "hero")?.fields.title;

test("an editor's link opens the page's latest saved draft until a new link replaces it or it is revoked", async () => {
  const id = await save(null, "/share-draft", "Cloud, sooner");
  expect(await getPagePreviewLinkForAdmin(id)).toBeNull();

  const first = await share(editor, id, 0);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The edit page shows the address only to whoever holds the new token.
  expect(await getPagePreviewLinkForAdmin(id, first)).toMatchObject({
    path: `/p/${first}`,
    expiresAt: null,
  });
  expect(await getPagePreviewLinkForAdmin(id)).toMatchObject({ path: null });
  const opened = await getPageByPreviewToken(first);
  expect(opened).toMatchObject({ path: "/share-draft", isPublished: false });
  expect(opened?.seo.noindex).toBe(true);
  expect(headlineOf(opened)).toBe("Cloud, sooner");

  // The link follows the draft: the next save is what it shows.
  await save(id, "/share-draft", "Cloud, this week");
  expect(headlineOf(await getPageByPreviewToken(first))).toBe("Cloud, this week");

  // A new link replaces the old one, which stops at once.
  const second = await share(editor, id, 7);
  expect(second).not.toBe(first);
  expect(await getPageByPreviewToken(first)).toBeNull();
  expect(await getPageByPreviewToken(second)).not.toBeNull();
  expect((await getPagePreviewLinkForAdmin(id, first))?.path).toBeNull();

  expect(await changePagePreviewLink(editor, id, { intent: "revoke" })).toMatchObject({
    ok: true,
    value: { kind: "revoked" },
  });
  expect(await getPageByPreviewToken(second)).toBeNull();
  expect(await getPagePreviewLinkForAdmin(id, second)).toBeNull();
});

test("a link stops when it expires, and the retention task deletes it", async () => {
  const id = await save(null, "/share-expiry", "Soon gone");
  const now = Date.now();
  const expired = await share(admin, id, 1, new Date(now - 2 * DAY));
  expect(await getPageByPreviewToken(expired)).toBeNull();
  expect(await getPagePreviewLinkForAdmin(id, expired)).toBeNull();
  expect(await deleteExpiredPagePreviewLinks()).toBeGreaterThanOrEqual(1);
  expect(await db().select().from(pagePreviewLinks).where(eq(pagePreviewLinks.pageId, id))).toEqual(
    [],
  );

  const working = await share(admin, id, 1, new Date(now));
  expect((await getPagePreviewLinkForAdmin(id))?.expiresAt?.getTime()).toBe(now + DAY);
  expect(await getPageByPreviewToken(working)).toMatchObject({ path: "/share-expiry" });
});

test("only the token's hash is stored, and the share and revoke are audited", async () => {
  const id = await save(null, "/share-audit", "Audited");
  const token = await share(editor, id, 30);
  const [row] = await db().select().from(pagePreviewLinks).where(eq(pagePreviewLinks.pageId, id));
  expect(row?.tokenHash).toBe(hashPreviewToken(token));
  expect(JSON.stringify(row)).not.toContain(token);
  // Anything else shaped like a token (its hash's start included) opens nothing.
  expect(await getPageByPreviewToken(row!.tokenHash.slice(0, 43))).toBeNull();
  expect(await getPageByPreviewToken("not a token")).toBeNull();

  await changePagePreviewLink(editor, id, { intent: "revoke" });
  const entries = await db()
    .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorEmail })
    .from(auditLog)
    .where(eq(auditLog.targetId, id));
  const shares = entries.filter((entry) => entry.action.startsWith("page.preview_"));
  expect(shares).toEqual([
    expect.objectContaining({
      action: "page.preview_share",
      details: { path: "/share-audit", days: 30 },
      actor: editor.user.email,
    }),
    expect.objectContaining({ action: "page.preview_revoke", details: { path: "/share-audit" } }),
  ]);
});

test("a recruiter may not share a page; a published page is refused; a missing page is not found", async () => {
  const id = await save(null, "/share-roles", "Roles");
  const recruiter: Actor = { ...admin, user: { ...admin.user, role: "recruiter" } };
  await expect(
    changePagePreviewLink(recruiter, id, { intent: "share", lifetime: 0 }),
  ).rejects.toThrow();
  expect(await db().select().from(pagePreviewLinks).where(eq(pagePreviewLinks.pageId, id))).toEqual(
    [],
  );

  const live = await save(null, "/share-live", "Out already", "now");
  expect(await changePagePreviewLink(editor, live, { intent: "share", lifetime: 0 })).toMatchObject(
    { ok: false, reason: "conflict" },
  );
  expect(
    await changePagePreviewLink(editor, crypto.randomUUID(), { intent: "share", lifetime: 0 }),
  ).toMatchObject({ ok: false, reason: "not-found" });
  expect(
    await changePagePreviewLink(editor, "not-an-id", { intent: "share", lifetime: 0 }),
  ).toMatchObject({ ok: false, reason: "not-found" });
});

test("publishing a page deletes its link (so unpublishing never revives it); deleting the page deletes it", async () => {
  const id = await save(null, "/share-publish", "Going live");
  const token = await share(editor, id, 0);
  await save(id, "/share-publish", "Going live", "now");
  expect(await getPageByPreviewToken(token)).toBeNull();
  await save(id, "/share-publish", "Back to draft");
  expect(await getPageByPreviewToken(token)).toBeNull();
  expect(await getPagePreviewLinkForAdmin(id)).toBeNull();

  const again = await share(editor, id, 0);
  await db().delete(pages).where(eq(pages.id, id));
  expect(await getPageByPreviewToken(again)).toBeNull();
  expect(await db().select().from(pagePreviewLinks).where(eq(pagePreviewLinks.pageId, id))).toEqual(
    [],
  );
});
