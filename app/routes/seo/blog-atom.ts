import { loadBlogFeed } from "~/modules/seo/feeds.server";
import { FEED_MAX_AGE_SECONDS, textResponse } from "~/routes/seo/text-response.server";
import { getSeoSite } from "~/modules/seo/site.server";
import type { Route } from "./+types/blog-atom";

export async function loader({ request }: Route.LoaderArgs) {
  const feed = await loadBlogFeed(await getSeoSite());
  return textResponse(request, feed.atom1(), {
    contentType: "application/atom+xml; charset=utf-8",
    maxAgeSeconds: FEED_MAX_AGE_SECONDS,
    lastModified: feed.options.updated,
  });
}
