import { loadBlockData, getPublishedPage } from "~/modules/pages/pages.server";
import { faqPageJsonLd } from "~/modules/seo/faq-page.server";

/**
 * What a page record's route hands its view: the visible blocks, the posts of
 * its "latest posts" blocks (what a card shows, not the post's tags), its SEO
 * fields and its structured data. Null when no published page is there.
 */
export async function loadBlockPage(path: string) {
  const page = await getPublishedPage(path);
  if (!page) return null;
  const data = await loadBlockData(page.blocks);
  const posts = Object.fromEntries(
    Object.entries(data.posts).map(([blockId, cards]) => [
      blockId,
      cards.map(({ tags: _tags, id: _id, ...card }) => card),
    ]),
  );
  return {
    page: { path: page.path, blocks: page.blocks, seo: page.seo },
    posts,
    structuredData: faqPageJsonLd(
      page.blocks.flatMap((block) => (block.type === "faq" ? block.fields.items : [])),
    ) as unknown[],
  };
}
