import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/post";
import { Article } from "~/components/blog/article";
import { PostUnavailable } from "~/components/blog/post-unavailable";
import { RelatedPosts } from "~/components/blog/related-posts";
import { CtaSection } from "~/components/marketing/cta-section";
import { ButtonLink } from "~/components/ui/button";
import { ARTICLE_CTA, BLOG_MESSAGES } from "~/content/blog";
import { getPublishedPostBySlug, listRelatedPosts } from "~/modules/blog/blog.server";
import { categoryName } from "~/modules/blog/categories";
import { sanitizePostHtml } from "~/modules/blog/sanitize.server";
import { responsiveContent } from "~/modules/media/responsive-content.server";
import { findRenamedPublishedSlug } from "~/modules/blog/slug-history.server";
import { articlePath, blogPostingJsonLd, lastModified } from "~/modules/seo/blog-posting.server";
import { breadcrumbJsonLd } from "~/modules/seo/json-ld.server";
import { getSeoSite } from "~/modules/seo/site.server";
import { pageMeta } from "~/utils/seo";
import { shareableImage } from "~/utils/urls";

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  if (loaderData) {
    const { post, modifiedAt, shareImage } = loaderData;
    return pageMeta(args, {
      title: post.title,
      description: post.summary,
      image: { url: shareImage, alt: post.title },
      article: {
        publishedTime: post.publishedAt ? new Date(post.publishedAt).toISOString() : null,
        modifiedTime: modifiedAt,
        section: categoryName(post.category),
        tags: post.tags,
      },
    });
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(args, {
    title: notFound ? BLOG_MESSAGES.postNotFound : "Article unavailable",
    description: notFound ? BLOG_MESSAGES.postNotFound : BLOG_MESSAGES.postFailed,
    noindex: true,
  });
};

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPostBySlug(params.slug);
  if (!post) {
    // A live slug always wins; an old slug of a renamed post moves for good
    // to the current one (without the query string). Unknown slugs and
    // drafts look the same to visitors.
    const current = await findRenamedPublishedSlug(params.slug);
    if (current) throw redirect(articlePath(current), 301);
    throw data(null, { status: 404 });
  }
  const related = await listRelatedPosts(post);
  const site = await getSeoSite();
  return {
    // Sanitized on save too; again here so the allowlist of today always applies.
    // Library images become <picture> elements (renditions, width and height).
    post: { ...post, content: await responsiveContent(sanitizePostHtml(post.content)) },
    related,
    modifiedAt: lastModified(post).toISOString(),
    // Social networks take no SVG: the cover's raster twin, or the default card.
    shareImage: shareableImage(post.imageUrl),
    structuredData: [
      blogPostingJsonLd(site, post),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: categoryName(post.category), path: `/blog/category/${post.category}` },
        { name: post.title, path: articlePath(post.slug) },
      ]),
    ],
  };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <main id="main">
      <Article post={post} />
      <RelatedPosts category={post.category} posts={related} />
      <CtaSection
        title={ARTICLE_CTA.title}
        description={ARTICLE_CTA.description}
        actions={
          <ButtonLink to="/contact" variant="light" size="lg">
            {ARTICLE_CTA.action}
          </ButtonLink>
        }
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostUnavailable notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
