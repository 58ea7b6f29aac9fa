import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, mediaAssets, pages, type MediaAsset } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { paginate } from "~/utils/pagination";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import type { MediaFilters } from "./media-filters";
import { MEDIA_LIBRARY_MESSAGES, MEDIA_PAGE_SIZE } from "./media-limits";
import { mediaUrl, removeMediaFiles, renditionName } from "./media-storage.server";
import { namesImage, pageNamesImage } from "./media-usage.server";
import { isUuid } from "~/utils/ids";

/**
 * The media library, as staff see it: every uploaded image with its size,
 * description, uploader and how many posts and pages use it (media-usage.server.ts).
 */

/** How many posts use the image (their current version; revisions do not count here). */
const usesColumn = sql<number>`(select count(*)::int from ${blogPosts} where ${namesImage(blogPosts, sql`${mediaAssets.name}`)})`;
/** How many pages use the image (in a block or as the share image; current version). */
const pageUsesColumn = sql<number>`(select count(*)::int from ${pages} where ${pageNamesImage(pages, sql`${mediaAssets.name}`)})`;

export type MediaItem = Pick<
  MediaAsset,
  | "id"
  | "name"
  | "originalName"
  | "type"
  | "bytes"
  | "width"
  | "height"
  | "alt"
  | "kept"
  | "uploadedByName"
  | "createdAt"
> & { url: string; thumbnailUrl: string; uses: number; pageUses: number };

const ITEM_COLUMNS = {
  id: mediaAssets.id,
  name: mediaAssets.name,
  originalName: mediaAssets.originalName,
  type: mediaAssets.type,
  bytes: mediaAssets.bytes,
  width: mediaAssets.width,
  height: mediaAssets.height,
  alt: mediaAssets.alt,
  kept: mediaAssets.kept,
  renditions: mediaAssets.renditions,
  uploadedByName: mediaAssets.uploadedByName,
  createdAt: mediaAssets.createdAt,
  uses: usesColumn,
  pageUses: pageUsesColumn,
};

type ItemRow = Omit<MediaItem, "url" | "thumbnailUrl"> & Pick<MediaAsset, "renditions">;

/** The smallest WebP rendition draws the library's tiles; the original when there is none. */
function toItem({ renditions, ...row }: ItemRow): MediaItem {
  const small = renditions
    .filter((rendition) => rendition.format === "webp")
    .sort((a, b) => a.width - b.width)[0];
  return {
    ...row,
    url: mediaUrl(row.name),
    thumbnailUrl: mediaUrl(small ? renditionName(row.name, small) : row.name),
  };
}

const matching = (q: string) =>
  q
    ? or(
        ilike(mediaAssets.originalName, containsPattern(q)),
        ilike(mediaAssets.alt, containsPattern(q)),
      )
    : undefined;

export type MediaPage = { items: MediaItem[]; total: number; page: number; pageCount: number };

/** One page of the library, newest first, optionally searched by file name or description. */
export async function listMediaForAdmin(filters: MediaFilters): Promise<MediaPage> {
  const where = matching(filters.q);
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(mediaAssets)
    .where(where);
  const { page, pageCount, offset } = paginate(total, MEDIA_PAGE_SIZE, filters.page);
  const rows = await db()
    .select(ITEM_COLUMNS)
    .from(mediaAssets)
    .where(where)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(MEDIA_PAGE_SIZE)
    .offset(offset);
  return { items: rows.map(toItem), total, page, pageCount };
}

export type MediaUse = { id: string; title: string; isPublished: boolean };

/** A page that shows the image (to name it, and link to its editor). */
export type MediaPageUse = { id: string; path: string; title: string };

export type MediaDetail = MediaItem & { usedBy: MediaUse[]; usedByPages: MediaPageUse[] };

/** The pages that show the image, most recently changed first. */
function pagesUsing(name: string) {
  return db()
    .select({ id: pages.id, path: pages.path, title: pages.title })
    .from(pages)
    .where(pageNamesImage(pages, name))
    .orderBy(desc(pages.updatedAt));
}

/** One image with the posts and pages that use it, or null. */
export async function getMediaForAdmin(id: string): Promise<MediaDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select(ITEM_COLUMNS).from(mediaAssets).where(eq(mediaAssets.id, id));
  if (!row) return null;
  const usedBy = await db()
    .select({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished })
    .from(blogPosts)
    .where(namesImage(blogPosts, row.name))
    .orderBy(desc(blogPosts.updatedAt));
  return { ...toItem(row), usedBy, usedByPages: await pagesUsing(row.name) };
}

/** Changes the library's description of an image (checked with MediaAltSchema by the route). */
export async function updateMediaAlt(
  actor: Actor,
  id: string,
  alt: string,
): Promise<Result<string, Refusal>> {
  assertActorMay(actor, "blog");
  if (!isUuid(id)) return refused("not-found", MEDIA_LIBRARY_MESSAGES.notFound);
  // The new text and its audit entry: both or neither.
  const row = await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(mediaAssets)
      .set({ alt })
      .where(eq(mediaAssets.id, id))
      .returning({ name: mediaAssets.name });
    if (updated) {
      await recordAudit(
        { action: "media.alt", actor: actor.user, target: { id: updated.name }, ip: actor.ip },
        tx,
      );
    }
    return updated;
  });
  if (!row) return refused("not-found", MEDIA_LIBRARY_MESSAGES.notFound);
  return written(row.name);
}

/**
 * Deletes an image no post or page uses: the row first (in one statement that
 * re-checks the uses, so a post saved meanwhile keeps its image), then the
 * files; a file that cannot be removed now is left to the media sweep.
 */
export async function deleteMedia(actor: Actor, id: string): Promise<Result<string, Refusal>> {
  assertActorMay(actor, "blog");
  if (!isUuid(id)) return refused("not-found", MEDIA_LIBRARY_MESSAGES.notFound);
  // The row and its audit entry: both or neither; the files only after the commit.
  const row = await db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(mediaAssets)
      .where(and(eq(mediaAssets.id, id), sql`${usesColumn} = 0`, sql`${pageUsesColumn} = 0`))
      .returning({ name: mediaAssets.name, renditions: mediaAssets.renditions });
    if (removed) {
      await recordAudit(
        { action: "media.delete", actor: actor.user, target: { id: removed.name }, ip: actor.ip },
        tx,
      );
    }
    return removed;
  });
  if (!row) {
    const [exists] = await db()
      .select({ name: mediaAssets.name, uses: usesColumn })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, id));
    if (!exists) return refused("not-found", MEDIA_LIBRARY_MESSAGES.notFound);
    // A post is named by the library's own message; a page by its title and path.
    const [page] = exists.uses ? [] : await pagesUsing(exists.name).limit(1);
    return refused(
      "conflict",
      page ? MEDIA_LIBRARY_MESSAGES.inUseByPage(page) : MEDIA_LIBRARY_MESSAGES.inUse,
    );
  }
  await removeMediaFiles(row.name, row.renditions).catch(() => {});
  return written(row.name);
}
