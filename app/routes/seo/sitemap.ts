import { legalPageDates } from "~/content/legal/pages";
import { FEED_MAX_AGE_SECONDS, textResponse } from "~/routes/seo/text-response.server";
import { getSeoSite } from "~/modules/seo/site.server";
import { listSitemapEntries, renderSitemap } from "~/modules/seo/sitemap.server";
import { BUILT_AT } from "~/utils/build-info.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const site = await getSeoSite();
  const entries = await listSitemapEntries(BUILT_AT, legalPageDates(site.company));
  const newest = new Date(Math.max(...entries.map((entry) => entry.lastmod.getTime())));
  return textResponse(request, renderSitemap(site.origin, entries), {
    contentType: "application/xml; charset=utf-8",
    maxAgeSeconds: FEED_MAX_AGE_SECONDS,
    lastModified: newest,
  });
}
