import { data } from "react-router";
import type { Route } from "./+types/legal";
import { blockPageMeta } from "./block-page-meta";
import { BlockPageView } from "./block-page-view";
import { loadBlockPage } from "./block-page.server";

// The privacy policy, terms and cookie policy (one route module under three
// ids): each its page record's blocks (issue 28; the seed is one legal-document block).
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? blockPageMeta(args, args.loaderData.page) : [];

export async function loader({ request }: Route.LoaderArgs) {
  const blockPage = await loadBlockPage(new URL(request.url).pathname);
  if (!blockPage) throw data(null, { status: 404 });
  return blockPage;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BlockPageView {...loaderData.page} {...loaderData} />;
}
