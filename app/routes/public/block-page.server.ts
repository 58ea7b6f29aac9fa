import { loadBlockData, getPublishedPage } from "~/modules/pages/pages.server";
import { faqPageJsonLd } from "~/modules/seo/faq-page.server";

/**
 * What a page record's route hands its view: the visible blocks, what they
 * show from other tables (posts, jobs, image sizes), its SEO fields and its
 * structured data. Null when no published page is there.
 */
export async function loadBlockPage(path: string) {
  const page = await getPublishedPage(path);
  if (!page) return null;
  return {
    page: { path: page.path, blocks: page.blocks, seo: page.seo },
    blockData: await loadBlockData(page.blocks),
    structuredData: faqPageJsonLd(
      page.blocks.flatMap((block) => (block.type === "faq" ? block.fields.items : [])),
    ) as unknown[],
  };
}
