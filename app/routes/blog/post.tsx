import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/post";
import { ArticleContent } from "~/components/blog/article-content";
import { ArticleFooter } from "~/components/blog/article-footer";
import { ArticleHeader } from "~/components/blog/article-header";
import { PostUnavailable } from "~/components/blog/post-unavailable";
import { RelatedPosts } from "~/components/blog/related-posts";
import { CtaSection } from "~/components/marketing/cta-section";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ARTICLE_CTA, BLOG_MESSAGES } from "~/content/blog";
import { getPublishedPostBySlug, listRelatedPosts } from "~/modules/blog/blog.server";
import { sanitizePostHtml } from "~/modules/blog/sanitize.server";
import { pageMeta } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) {
    const { post } = loaderData;
    return pageMeta({ title: post.title, description: post.summary });
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    ...pageMeta({
      title: notFound ? BLOG_MESSAGES.postNotFound : "Article unavailable",
      description: notFound ? BLOG_MESSAGES.postNotFound : BLOG_MESSAGES.postFailed,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPostBySlug(params.slug);
  // Unknown slugs and drafts look the same to visitors.
  if (!post) throw data(null, { status: 404 });
  const related = await listRelatedPosts(post);
  // Sanitized on save too; again here so the allowlist of today always applies.
  return { post: { ...post, content: sanitizePostHtml(post.content) }, related };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <main id="main">
      <article>
        <ArticleHeader post={post} />
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-[44rem]">
            <ArticleContent html={post.content} />
            <ArticleFooter post={post} />
          </div>
        </Container>
      </article>
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
