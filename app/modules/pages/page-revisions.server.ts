import { and, eq, ne } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { pageRevisions, pages } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { addAutomaticRedirect } from "~/modules/redirects/redirects.server";
import {
  EARLIER_VERSION_AUTHOR,
  diffFields,
  getRevisionIn,
  hasRevisionIn,
  listRevisionsIn,
  recordRevisionIn,
  savedSinceIn,
  type DiffField,
  type FieldDiff,
  type RevisionKind,
  type RevisionListItem,
  type RevisionStore,
} from "~/modules/revisions/revision-history.server";
import type { RevisionReader } from "~/modules/revisions/revision-view.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { isUuid } from "~/utils/ids";
import { BLOCK_TYPE_LABELS, fieldLabel } from "./block-form";
import type { BlockType } from "./block-schemas";

/**
 * Revisions of pages (issue 28 item 4): the history posts have, by the same
 * rules (app/modules/revisions) — each save keeps the page's title, path,
 * blocks and SEO fields with who saved it and when; History shows what
 * restoring a version changes; a restore is itself a revision, audited, and
 * (a write to `pages`) renews the cached pages that show it.
 */

export const PAGE_REVISION_LIMIT = 50;

export { EARLIER_VERSION_AUTHOR };

export type PageRevisionFields = {
  title: string;
  path: string;
  blocks: unknown[];
  seo: Record<string, unknown>;
};

const PAGE_REVISIONS: RevisionStore<typeof pageRevisions> = {
  table: pageRevisions,
  id: pageRevisions.id,
  owner: pageRevisions.pageId,
  kind: pageRevisions.kind,
  savedByName: pageRevisions.savedByName,
  createdAt: pageRevisions.createdAt,
  limit: PAGE_REVISION_LIMIT,
};

export const PAGE_REVISION_MESSAGES = {
  gone: "That version no longer exists.",
  restored: "The page is back to the version you chose. The version before it is in the history.",
  pathKept:
    "The page is back to the version you chose, except its path, which another page uses now.",
} as const;

/** Inside the save's transaction, so a revision exists exactly when the save does. */
export function recordPageRevision(
  tx: Tx,
  pageId: string,
  fields: PageRevisionFields,
  actor: Actor,
  kind: RevisionKind,
): Promise<void> {
  return recordRevisionIn(PAGE_REVISIONS, tx, pageId, fields, actor, kind);
}

/** Whether the page was saved or restored after its editor's form was loaded (a stale autosave). */
export function pageSavedSince(tx: Tx, pageId: string, since: Date): Promise<boolean> {
  return savedSinceIn(PAGE_REVISIONS, tx, pageId, since);
}

/**
 * Before the first change to a page that has no revision yet (seeded, or
 * saved before revisions were kept), keeps the page as it is, so that
 * version can still be restored.
 */
export async function keepFirstPageVersion(tx: Tx, pageId: string): Promise<void> {
  if (await hasRevisionIn(PAGE_REVISIONS, tx, pageId)) return;
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) return;
  await tx.insert(pageRevisions).values({
    pageId,
    kind: "save",
    title: page.title,
    path: page.path,
    blocks: page.blocks,
    seo: page.seo,
    savedById: null,
    savedByName: EARLIER_VERSION_AUTHOR,
    createdAt: page.updatedAt,
  });
}

export function listPageRevisions(pageId: string): Promise<RevisionListItem[]> {
  if (!isUuid(pageId)) return Promise.resolve([]);
  return listRevisionsIn(PAGE_REVISIONS, pageId);
}

export async function getPageRevision(pageId: string, revisionId: string | null | undefined) {
  if (!isUuid(pageId) || !isUuid(revisionId)) return null;
  return getRevisionIn(PAGE_REVISIONS, pageId, revisionId);
}

export async function currentPageFields(pageId: string): Promise<PageRevisionFields | null> {
  if (!isUuid(pageId)) return null;
  const [row] = await db()
    .select({ title: pages.title, path: pages.path, blocks: pages.blocks, seo: pages.seo })
    .from(pages)
    .where(eq(pages.id, pageId))
    .limit(1);
  return row ?? null;
}

type Block = { id?: string; type?: string; hidden?: boolean; fields?: unknown };

/** A block's fields as "Label: value" lines, lists and groups indented under their label. */
function fieldLines(value: unknown, indent: string): string[] {
  if (value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const inner = fieldLines(item, `${indent}  `);
      return typeof item === "object" && item !== null
        ? [`${indent}${index + 1}.`, ...inner]
        : [`${indent}${String(item)}`];
    });
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
      if (typeof child === "object" && child !== null) {
        const inner = fieldLines(child, `${indent}  `);
        return inner.length ? [`${indent}${fieldLabel(key)}:`, ...inner] : [];
      }
      const text = child === true ? "yes" : child === false ? "no" : String(child ?? "");
      return text ? [`${indent}${fieldLabel(key)}: ${text}`] : [];
    });
  }
  return [`${indent}${String(value)}`];
}

/** A page's blocks as readable text, one block after another (for a readable diff). */
export function readableBlocks(blocks: unknown[]): string {
  return (blocks as Block[])
    .map((block, index) => {
      const label = BLOCK_TYPE_LABELS[block.type as BlockType] ?? block.type ?? "Block";
      const heading = `${index + 1}. ${label}${block.hidden ? " (hidden from visitors)" : ""}`;
      return [heading, ...fieldLines(block.fields, "  ")].join("\n");
    })
    .join("\n\n");
}

const FIELDS: ReadonlyArray<DiffField<PageRevisionFields>> = [
  { field: "title", label: "Title", text: (page) => page.title },
  { field: "path", label: "Path", text: (page) => page.path },
  { field: "blocks", label: "Blocks", text: (page) => readableBlocks(page.blocks) },
  {
    field: "seo",
    label: "Search and sharing",
    text: (page) => fieldLines(page.seo, "").join("\n"),
  },
];

/** What restoring `from` would change in the page as it is (`to`). */
export function diffPageRevision(to: PageRevisionFields, from: PageRevisionFields): FieldDiff[] {
  return diffFields(FIELDS, to, from);
}

/** What the page's History page reads. */
export const PAGE_REVISION_READER: RevisionReader<PageRevisionFields> = {
  current: currentPageFields,
  list: listPageRevisions,
  get: getPageRevision,
  diff: diffPageRevision,
};

/**
 * Puts a revision's title, blocks and SEO fields back (the publishing state
 * stays as it is) and records the restore as a revision of its own, so it
 * can be undone the same way. The old path comes back too, unless another
 * page took it since or this is the home page; a published page that moves
 * leaves an automatic redirect, as a save does.
 */
export async function restorePageRevision(
  actor: Actor,
  pageId: string,
  revisionId: string | undefined,
): Promise<Result<{ pathKept: boolean }, Refusal>> {
  assertActorMay(actor, "pages");
  const revision = await getPageRevision(pageId, revisionId);
  if (!revision) return refused("not-found", PAGE_REVISION_MESSAGES.gone);
  const outcome = await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ path: pages.path, status: pages.status })
      .from(pages)
      .where(eq(pages.id, pageId))
      .for("update");
    if (!current) return null;
    const [taken] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.path, revision.path), ne(pages.id, pageId)))
      .limit(1);
    const keepPath = Boolean(taken) || current.path === "/";
    const fields: PageRevisionFields = {
      title: revision.title,
      path: keepPath ? current.path : revision.path,
      blocks: revision.blocks,
      seo: revision.seo,
    };
    await keepFirstPageVersion(tx, pageId);
    await tx
      .update(pages)
      .set({ ...fields, updatedBy: actor.user.email, updatedAt: new Date() })
      .where(eq(pages.id, pageId));
    if (current.path !== fields.path && current.status === "published")
      await addAutomaticRedirect(tx, current.path, fields.path);
    await recordPageRevision(tx, pageId, fields, actor, "restore");
    await recordAudit(
      {
        action: "page.restore",
        actor: actor.user,
        target: { id: pageId },
        ip: actor.ip,
        details: { path: fields.path, revisionOf: revision.createdAt.toISOString() },
      },
      tx,
    );
    return { pathKept: keepPath && revision.path !== current.path };
  });
  if (!outcome) return refused("not-found", PAGE_REVISION_MESSAGES.gone);
  return written(outcome);
}
