import { loadBlockData, getPublishedPage, type PublicPage } from "~/modules/pages/pages.server";
import { faqPageJsonLd } from "~/modules/seo/faq-page.server";
import { getEnv } from "~/utils/env.server";

/**
 * The retention period the server applies (RETENTION_DAYS), the backups it
 * keeps (BACKUP_KEEP) and how long page views are kept (ANALYTICS_RAW_DAYS),
 * which the privacy policy states; only for a page with a legal text.
 */
export function legalFacts(blocks: readonly { type: string }[]) {
  if (!blocks.some((block) => block.type === "legal-document")) return undefined;
  const env = getEnv();
  return {
    retentionDays: env.RETENTION_DAYS,
    backupKeep: env.BACKUP_KEEP,
    analyticsDays: env.ANALYTICS_RAW_DAYS,
  };
}

/**
 * What a page record's route hands its view: the visible blocks, what they
 * show from other tables (posts, jobs, image sizes), its SEO fields and its
 * structured data. Null when no published page is there.
 */
export async function loadBlockPage(path: string) {
  const page = await getPublishedPage(path);
  return page ? blockPageData(page) : null;
}

/** The view's data for a page's visible blocks: the public page's, and a shared preview's. */
export async function blockPageData(page: PublicPage) {
  return {
    page: { path: page.path, blocks: page.blocks, seo: page.seo },
    blockData: await loadBlockData(page.blocks),
    legalFacts: legalFacts(page.blocks),
    structuredData: faqPageJsonLd(
      page.blocks.flatMap((block) => (block.type === "faq" ? block.fields.items : [])),
    ) as unknown[],
  };
}
