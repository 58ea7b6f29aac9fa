import { listPublicJobsForFeed } from "~/modules/jobs/jobs.server";
import { FEED_MAX_AGE_SECONDS, textResponse } from "~/routes/seo/text-response.server";
import { buildJobsXml, jobsUpdatedAt } from "~/modules/seo/job-feeds.server";
import { getSeoSite } from "~/modules/seo/site.server";
import type { Route } from "./+types/careers-jobs-xml";

// The job aggregators' XML feed (Indeed's format, read by most of them).
export async function loader({ request }: Route.LoaderArgs) {
  const jobs = await listPublicJobsForFeed();
  return textResponse(request, buildJobsXml(await getSeoSite(), jobs), {
    contentType: "application/xml; charset=utf-8",
    maxAgeSeconds: FEED_MAX_AGE_SECONDS,
    lastModified: jobsUpdatedAt(jobs),
  });
}
