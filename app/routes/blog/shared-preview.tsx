import { data, redirect } from "react-router";
import type { Route } from "./+types/shared-preview";
import { Article } from "~/components/blog/article";
import { SharedPreviewBanner } from "~/components/blog/shared-preview-banner";
import { getPostByPreviewToken } from "~/modules/blog/preview-links.server";
import { sanitizePostHtml } from "~/modules/blog/sanitize.server";
import { responsiveContent } from "~/modules/media/responsive-content.server";
import { articlePath } from "~/modules/seo/blog-posting.server";
import type { PageHandle } from "~/utils/hydration";
import { pageMeta } from "~/utils/seo";

// The address holds the preview's secret token: no page view is sent (decision 045).
export const handle: PageHandle = { pageViews: false };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Preview: ${args.loaderData.post.title}` : "Preview not available",
    description: args.loaderData?.post.summary ?? "This preview link does not work any more.",
    noindex: true,
  });

// Whoever holds the link may read it; nobody else, and no cache or crawler keeps it.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
});

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPostByPreviewToken(params.token);
  // An unknown, expired or revoked link looks like any missing page.
  if (!post) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  // Published meanwhile: the real article is the one to read.
  if (post.isPublished) throw redirect(articlePath(post.slug));
  return { post: { ...post, content: await responsiveContent(sanitizePostHtml(post.content)) } };
}

export default function SharedPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="pb-20">
      <Article post={loaderData.post} />
      <SharedPreviewBanner />
    </main>
  );
}
