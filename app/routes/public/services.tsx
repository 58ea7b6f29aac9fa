import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import type { Route } from "./+types/services";
import { blockPageMeta } from "./block-page-meta";
import { loadBlockPage } from "./block-page.server";

// Services is its page record's blocks (issue 28; the seed is today's content).
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? blockPageMeta(args, args.loaderData.page) : [];

export async function loader() {
  const blockPage = await loadBlockPage("/services");
  if (!blockPage) throw data(null, { status: 404 });
  return blockPage;
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} data={loaderData.blockData} />;
}
