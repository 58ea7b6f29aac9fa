import { data, redirect } from "react-router";
import type { Route } from "./+types/shared-preview";
import { Article } from "~/components/blog/article";
import { SharedPreviewBanner } from "~/components/blog/shared-preview-banner";
import { getPostByPreviewToken } from "~/modules/blog/preview-links.server";
import { sanitizePostHtml } from "~/modules/blog/sanitize.server";
import { responsiveContent } from "~/modules/media/responsive-content.server";
import { getPageByPreviewToken } from "~/modules/pages/page-preview-links.server";
import { articlePath } from "~/modules/seo/blog-posting.server";
import { BlockPageView } from "~/routes/public/block-page-view";
import { blockPageData } from "~/routes/public/block-page.server";
import type { PageHandle } from "~/utils/hydration";
import { pageMeta } from "~/utils/seo";

// The address holds the preview's secret token: no page view is sent (decision 045).
export const handle: PageHandle = { pageViews: false };

export const meta: Route.MetaFunction = (args) => {
  const shared = args.loaderData;
  return pageMeta(args, {
    title: shared
      ? `Preview: ${shared.kind === "post" ? shared.post.title : shared.title}`
      : "Preview not available",
    description:
      shared?.kind === "post"
        ? shared.post.summary
        : shared
          ? ""
          : "This preview link does not work any more.",
    noindex: true,
  });
};

// Whoever holds the link may read it; nobody else, and no cache or crawler keeps it.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
});

/**
 * A post's or a page's draft (issue 28 item 3: pages are shared as posts
 * are, at the same short address); the token says which, since each kind
 * keeps its own links.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [post, page] = await Promise.all([
    getPostByPreviewToken(params.token),
    getPageByPreviewToken(params.token),
  ]);
  if (post) {
    // Published meanwhile: the real article is the one to read.
    if (post.isPublished) throw redirect(articlePath(post.slug));
    const content = await responsiveContent(sanitizePostHtml(post.content));
    return { kind: "post" as const, post: { ...post, content } };
  }
  if (page) {
    if (page.isPublished) throw redirect(page.path);
    // The same server code as the public page draws the latest saved draft.
    return { kind: "page" as const, title: page.title, ...(await blockPageData(page)) };
  }
  // An unknown, expired or revoked link looks like any missing page.
  throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

export default function SharedPreviewPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "page") {
    return (
      <div>
        <BlockPageView {...loaderData.page} {...loaderData} />
        <SharedPreviewBanner what="page" />
      </div>
    );
  }
  return (
    <main id="main">
      <Article post={loaderData.post} />
      <SharedPreviewBanner />
    </main>
  );
}
