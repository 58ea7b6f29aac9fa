import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";
import { redirectOrLogMissingPath } from "./missing-path.server";

// Every unknown path lands here: a redirect if one is kept for it, else a real 404 status.
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirected = await redirectOrLogMissingPath(request, context.requestedUrl);
  if (redirected) return redirected;
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "The page you're looking for doesn't exist.",
    noindex: true,
  });

export default function NotFound() {
  return <ErrorPage status={404} />;
}
