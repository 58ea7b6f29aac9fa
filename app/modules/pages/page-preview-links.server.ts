import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pagePreviewLinks, pages } from "~/db/schema";
import { previewLinksOf } from "~/modules/previews/preview-links.server";
import { isUuid } from "~/utils/ids";
import { PAGE_MESSAGES } from "./page-form-schema";
import { visibleBlocks, type PublicPage } from "./pages.server";

/**
 * Pages' share-able previews (issue 28 item 3, "as posts have"): the posts'
 * machinery (app/modules/previews) on page_preview_links. A draft or
 * scheduled page can be shared; a published one has its public address.
 */
const PAGE_PREVIEWS = previewLinksOf({
  kind: "page",
  table: pagePreviewLinks,
  owner: pagePreviewLinks.pageId,
  area: "pages",
  isId: isUuid,
  async findOwner(id) {
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
});

export const {
  /** The page's working preview link, for its edit page. */
  linkOf: getPagePreviewLinkForAdmin,
  /** Creates (or replaces) the page's link, or revokes it. */
  change: changePagePreviewLink,
  /** Maintenance (the retention task): expired page links. */
  deleteExpired: deleteExpiredPagePreviewLinks,
} = PAGE_PREVIEWS;

export type SharedPagePreview = PublicPage & { isPublished: boolean };

/**
 * The page a preview link names — its latest saved draft, visible blocks
 * only, as the public page would show it — while the link works; null for
 * any other token.
 */
export async function getPageByPreviewToken(
  token: string | undefined,
): Promise<SharedPagePreview | null> {
  const pageId = await PAGE_PREVIEWS.ownerOf(token);
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
