import { listPublicJobsForFeed } from "~/modules/jobs/jobs.server";
import { FEED_MAX_AGE_SECONDS, textResponse } from "~/routes/seo/text-response.server";
import { buildJobsRss } from "~/modules/seo/job-feeds.server";
import { getSeoSite } from "~/modules/seo/site.server";
import type { Route } from "./+types/careers-rss";

export async function loader({ request }: Route.LoaderArgs) {
  const feed = buildJobsRss(await getSeoSite(), await listPublicJobsForFeed());
  return textResponse(request, feed.rss2(), {
    contentType: "application/rss+xml; charset=utf-8",
    maxAgeSeconds: FEED_MAX_AGE_SECONDS,
    lastModified: feed.options.updated,
  });
}
