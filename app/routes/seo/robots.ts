import { ROBOTS_MAX_AGE_SECONDS, textResponse } from "~/routes/seo/text-response.server";
import { renderRobotsTxt } from "~/modules/seo/robots";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  return textResponse(request, renderRobotsTxt(getEnv().PUBLIC_URL), {
    contentType: "text/plain; charset=utf-8",
    maxAgeSeconds: ROBOTS_MAX_AGE_SECONDS,
  });
}
