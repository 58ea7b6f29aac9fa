import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { organizationJsonLd, websiteJsonLd } from "~/modules/seo/json-ld.server";
import { getSeoSite } from "~/modules/seo/site.server";
import type { Route } from "./+types/home";
import { blockPageMeta } from "./block-page-meta";
import { loadBlockPage } from "./block-page.server";

// The home page is its page record's blocks (issue 28; the seed is today's content).
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? blockPageMeta(args, args.loaderData.page) : [];

export async function loader() {
  const [blockPage, site] = await Promise.all([loadBlockPage("/"), getSeoSite()]);
  if (!blockPage) throw data(null, { status: 404 });
  return {
    ...blockPage,
    structuredData: [organizationJsonLd(site), websiteJsonLd(site), ...blockPage.structuredData],
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} data={loaderData.blockData} />;
}
