import { loadBlockData, getPublishedPage, type PublicPage } from "~/modules/pages/pages.server";
import { faqPageJsonLd } from "~/modules/seo/faq-page.server";
import { perContentVersionByKey } from "~/modules/content/per-content-version.server";
import { companyToday } from "~/utils/calendar-dates";
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

/** The most paths whose page data one process keeps (found pages and unknown paths alike). */
const MAX_KEPT_PAGES = 500;

/**
 * What a page record's route hands its view: the visible blocks, what they
 * show from other tables (posts, jobs, image sizes), its SEO fields and its
 * structured data. Null when no published page is there. Read once per
 * content version and company day (a job leaves an open-positions block the
 * day after it closes); while the database is unreachable a page read before
 * is still drawn, so a form's page can show what the visitor typed.
 */
export const loadBlockPage = perContentVersionByKey(
  async (path) => {
    const page = await getPublishedPage(path);
    return page ? blockPageData(page) : null;
  },
  { moment: () => companyToday(), maxKeys: MAX_KEPT_PAGES, rememberWhen: (data) => data !== null },
);

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
