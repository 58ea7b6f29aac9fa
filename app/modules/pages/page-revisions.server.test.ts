import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, pageRevisions, pages } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { createAdmin } from "../../../tests/helpers/accounts";
import { changesContent } from "../../../tests/helpers/content-version";
import { EVERY_BLOCK_PAGE } from "../../../tests/helpers/every-block-page";
import { adminActor } from "../../../tests/helpers/inbox";
import { pageFormData } from "../../../tests/helpers/page-form";
import { parsedForm } from "../../../tests/helpers/form-write";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { withoutEmptyGroups } from "./block-form";
import { PageFormSchema } from "./page-form-schema";
import {
  EARLIER_VERSION_AUTHOR,
  currentPageFields,
  diffPageRevision,
  getPageRevision,
  listPageRevisions,
  readableBlocks,
  restorePageRevision,
} from "./page-revisions.server";
import { autosavePage, savePage } from "./pages-admin.server";

setupTestDatabase();

let editor: Actor;
beforeAll(async () => {
  editor = await adminActor((await createAdmin("page-historian")).cookie);
});

const hero = EVERY_BLOCK_PAGE.blocks.find((block) => block.type === "hero")!;

function landing(path: string, headline: string) {
  return {
    path,
    title: `Landing ${path}`,
    seo: { title: "A landing page", description: "A page to test its history." },
    blocks: [{ ...hero, fields: { ...hero.fields, title: headline } }],
  };
}

async function save(id: string | null, page: ReturnType<typeof landing>) {
  const values = parsedForm(PageFormSchema, withoutEmptyGroups(pageFormData(page)));
  const saved = await savePage(editor, id, values);
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return saved.value.id;
}

test("each save keeps a revision with who and when; the diff reads the blocks' words", async () => {
  const id = await save(null, landing("/history-one", "Move to the cloud"));
  await save(id, landing("/history-one", "Move to the cloud in a week"));
  const revisions = await listPageRevisions(id);
  expect(revisions.map((revision) => revision.kind)).toEqual(["save", "save"]);
  expect(revisions[0]!.savedByName).toBe(editor.user.name);
  expect(revisions[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(
    revisions[1]!.createdAt.getTime(),
  );

  const first = (await getPageRevision(id, revisions[1]!.id))!;
  const diff = diffPageRevision((await currentPageFields(id))!, first);
  expect(diff.map((field) => field.field)).toEqual(["blocks"]);
  const removed = diff[0]!.parts.filter((part) => part.removed).map((part) => part.value);
  expect(removed.join(" ")).toMatch(/in a week/);
  expect(readableBlocks(first.blocks)).toMatch(
    /^1\. Hero\n( {2}.*\n)* {2}Title: Move to the cloud\n/,
  );
});

test("a restore brings the version back, writes a revision and an audit entry, and bumps the content version", async () => {
  const id = await save(null, landing("/history-two", "The first headline"));
  await save(id, landing("/history-two", "The second headline"));
  const [, first] = await listPageRevisions(id);
  expect(await changesContent(() => restorePageRevision(editor, id, first!.id))).toBe(true);
  const [row] = await db().select().from(pages).where(eq(pages.id, id));
  expect((row!.blocks as Array<{ fields: { title: string } }>)[0]!.fields.title).toBe(
    "The first headline",
  );
  expect(row!.status).toBe("published");
  expect((await listPageRevisions(id)).map((revision) => revision.kind)).toEqual([
    "restore",
    "save",
    "save",
  ]);
  const audits = await db().select().from(auditLog).where(eq(auditLog.action, "page.restore"));
  expect(audits.filter((entry) => entry.targetId === id)).toHaveLength(1);
});

test("a seeded page's first version is kept before its first save, and a path another page took stays", async () => {
  const [seeded] = await db()
    .insert(pages)
    .values({ ...landing("/history-seeded", "As seeded"), status: "draft" })
    .returning({ id: pages.id });
  const id = seeded!.id;
  await save(id, landing("/history-moved", "Edited"));
  const revisions = await listPageRevisions(id);
  expect(revisions.map((revision) => revision.savedByName)).toEqual([
    editor.user.name,
    EARLIER_VERSION_AUTHOR,
  ]);
  await save(null, landing("/history-seeded", "Someone else's page"));
  const restored = await restorePageRevision(editor, id, revisions[1]!.id);
  expect(restored).toEqual({ ok: true, value: { pathKept: true } });
  const [row] = await db().select().from(pages).where(eq(pages.id, id));
  expect(row).toMatchObject({ path: "/history-moved", title: "Landing /history-seeded" });
});

test("a version of another page, or an id of another shape, is not found and changes nothing", async () => {
  const one = await save(null, landing("/history-three", "One"));
  const other = await save(null, landing("/history-four", "Other"));
  const [otherRevision] = await listPageRevisions(other);
  for (const revisionId of [otherRevision!.id, "not-a-uuid", undefined]) {
    const result = await restorePageRevision(editor, one, revisionId);
    expect(result.ok).toBe(false);
  }
  const rows = await db().select().from(pageRevisions).where(eq(pageRevisions.pageId, one));
  expect(rows).toHaveLength(1);
});

test("autosave keeps a draft's blocks in one autosave revision; one sent before a later save is refused as stale", async () => {
  const draft = landing("/history-draft", "Draft headline");
  const values = parsedForm(
    PageFormSchema,
    withoutEmptyGroups(pageFormData(draft, { publish: "draft" })),
  );
  const saved = await savePage(editor, null, values);
  if (!saved.ok) throw new Error("not saved");
  const id = saved.value.id;
  const loadedAt = new Date();
  const typed = parsedForm(
    PageFormSchema,
    withoutEmptyGroups(
      pageFormData(landing("/history-draft", "Typed headline"), { publish: "draft" }),
    ),
  );
  expect((await autosavePage(editor, id, typed, loadedAt)).status).toBe("saved");
  expect((await autosavePage(editor, id, typed, loadedAt)).status).toBe("saved");
  expect((await listPageRevisions(id)).map((revision) => revision.kind)).toEqual([
    "autosave",
    "save",
  ]);
  await savePage(editor, id, values);
  const late = parsedForm(
    PageFormSchema,
    withoutEmptyGroups(pageFormData(landing("/history-draft", "Half-typed"), { publish: "draft" })),
  );
  expect(await autosavePage(editor, id, late, loadedAt)).toEqual({ status: "stale" });
  const [row] = await db().select().from(pages).where(eq(pages.id, id));
  expect((row!.blocks as Array<{ fields: { title: string } }>)[0]!.fields.title).toBe(
    "Draft headline",
  );
  expect(row!.status).toBe("draft");
  const published = await save(null, landing("/history-live", "Live"));
  expect(await autosavePage(editor, published, late)).toEqual({ status: "published" });
});
