import { Container } from "~/components/ui/container";
import { ArticleContent } from "./article-content";
import { ArticleFooter } from "./article-footer";
import { ArticleHeader } from "./article-header";
import type { BlogArticle } from "./types";

/**
 * A whole article — header, body, footer — the same on the blog and in the
 * admin's draft preview, so a preview shows exactly what will be published.
 */
export function Article({ post, className }: { post: BlogArticle; className?: string }) {
  return (
    <article className={className}>
      <ArticleHeader post={post} />
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-[44rem]">
          <ArticleContent html={post.content} />
          <ArticleFooter post={post} />
        </div>
      </Container>
    </article>
  );
}
