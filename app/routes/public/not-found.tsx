import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { PageBlocks } from "~/components/pages/page-blocks";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";
import { blockPageMeta } from "./block-page-meta";
import { loadBlockPage } from "./block-page.server";

// Every unknown path lands here: a published page record at a free path
// (issue 28) is that page; anything else answers with a real 404 status.
export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadBlockPage(new URL(request.url).pathname);
  return page ?? data(null, { status: 404 });
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
  if (loaderData) return <PageBlocks blocks={loaderData.page.blocks} posts={loaderData.posts} />;
  return <ErrorPage status={404} />;
}
