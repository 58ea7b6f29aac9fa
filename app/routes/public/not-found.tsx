import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { PageBlocks } from "~/components/pages/page-blocks";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";
import { blockPageMeta } from "./block-page-meta";
import { loadBlockPage } from "./block-page.server";
import { redirectOrLogMissingPath } from "./missing-path.server";

// Every unknown path lands here: a published page record at a free path
// (issue 28) is that page (a live page wins over a redirect, decision 041);
// else a redirect if one is kept for it; else a real 404 status.
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadBlockPage(new URL(request.url).pathname);
  if (page) return page;
  const redirected = await redirectOrLogMissingPath(request, context.requestedUrl);
  if (redirected) return redirected;
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? blockPageMeta(args, args.loaderData.page)
    : pageMeta(args, {
        title: "Page not found",
        description: "The page you're looking for doesn't exist.",
        noindex: true,
      });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  if (loaderData) return <PageBlocks blocks={loaderData.page.blocks} data={loaderData.blockData} />;
  return <ErrorPage status={404} />;
}
