import type { PageSeo as PageRecordSeo } from "~/modules/pages/page-schema";
import { pageMeta, type SeoMetaArgs } from "~/utils/seo";

/** A page record's head: its SEO fields through the one SEO helper (the home page leads with the company name). */
export function blockPageMeta(args: SeoMetaArgs, page: { path: string; seo: PageRecordSeo }) {
  const { seo } = page;
  return pageMeta(args, {
    title: seo.title,
    description: seo.description,
    home: page.path === "/",
    noindex: seo.noindex,
    image: seo.image ? { url: seo.image.url, alt: seo.image.alt } : undefined,
  });
}
