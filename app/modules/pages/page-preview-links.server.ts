import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pagePreviewLinks, pages } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import type { PreviewLinkAction } from "~/modules/previews/preview-link-schema";
import {
  changePreviewLinkIn,
  deleteExpiredLinksIn,
  ownerOfPreviewToken,
  previewLinkOf,
  type PreviewLink,
  type PreviewLinkStore,
} from "~/modules/previews/preview-links.server";
import { isUuid } from "~/utils/ids";
import { PAGE_MESSAGES } from "./page-form-schema";
import { visibleBlocks, type PublicPage } from "./pages.server";

/**
 * Pages' share-able previews (issue 28 item 3, "as posts have"): the posts'
 * machinery (app/modules/previews) on page_preview_links. A draft or
 * scheduled page can be shared; a published one has its public address.
 */
const PAGE_PREVIEWS: PreviewLinkStore = {
  table: pagePreviewLinks,
  tokenHash: pagePreviewLinks.tokenHash,
  owner: pagePreviewLinks.pageId,
  expiresAt: pagePreviewLinks.expiresAt,
  area: "pages",
  audit: { share: "page.preview_share", revoke: "page.preview_revoke" },
  async findOwner(id) {
    if (!isUuid(id)) return null;
    const [page] = await db()
      .select({ id: pages.id, path: pages.path, status: pages.status })
      .from(pages)
      .where(eq(pages.id, id))
      .limit(1);
    return page
      ? { id: page.id, details: { path: page.path }, isPublished: page.status === "published" }
      : null;
  },
  messages: {
    notFound: PAGE_MESSAGES.notFound,
    published: "This page is published: share its public address instead.",
  },
};

/** The page's working preview link, for its edit page. */
export async function getPagePreviewLinkForAdmin(
  pageId: string | undefined,
  newToken?: string | null,
): Promise<PreviewLink | null> {
  return pageId && isUuid(pageId) ? previewLinkOf(PAGE_PREVIEWS, pageId, newToken) : null;
}

/** Creates (or replaces) the page's link, or revokes it. */
export function changePagePreviewLink(
  actor: Actor,
  pageId: string,
  action: PreviewLinkAction,
  now = new Date(),
) {
  return changePreviewLinkIn(PAGE_PREVIEWS, actor, pageId, action, now);
}

/** Maintenance (the retention task): expired page links. */
export function deleteExpiredPagePreviewLinks(now = new Date()): Promise<number> {
  return deleteExpiredLinksIn(PAGE_PREVIEWS, now);
}

export type SharedPagePreview = PublicPage & { isPublished: boolean };

/**
 * The page a preview link names — its latest saved draft, visible blocks
 * only, as the public page would show it — while the link works; null for
 * any other token.
 */
export async function getPageByPreviewToken(
  token: string | undefined,
): Promise<SharedPagePreview | null> {
  const pageId = await ownerOfPreviewToken(PAGE_PREVIEWS, token);
  if (!pageId) return null;
  const [row] = await db()
    .select({ path: pages.path, title: pages.title, status: pages.status, blocks: pages.blocks })
    .from(pages)
    .where(eq(pages.id, pageId))
    .limit(1);
  if (!row) return null;
  return {
    path: row.path,
    title: row.title,
    blocks: visibleBlocks(row.blocks, row.path),
    // A preview is never indexed, whatever the page's own SEO fields say.
    seo: { title: row.title, description: "", noindex: true },
    isPublished: row.status === "published",
  };
}
