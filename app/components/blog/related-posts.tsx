import { ArrowRight } from "~/components/ui/icons";
import { SectionHeading } from "~/components/marketing/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { categoryName } from "~/modules/blog/categories";
import { categoryHref } from "./blog-links";
import { PostGrid } from "./post-grid";
import type { BlogCardPost } from "./types";

type RelatedPostsProps = { category: string; posts: BlogCardPost[] };

/** Up to three more posts of the article's category, and the way to the rest. */
export function RelatedPosts({ category, posts }: RelatedPostsProps) {
  const name = categoryName(category);
  return (
    <section aria-labelledby="related-heading" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="related-heading"
            align="left"
            eyebrow="Keep reading"
            title="Related Articles"
          />
          <ButtonLink
            to={categoryHref(category)}
            variant="secondary"
            className="shrink-0 self-start lg:self-auto"
          >
            More in {name}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        {posts.length ? (
          <PostGrid posts={posts} className="mt-12" />
        ) : (
          <p className="mt-8 text-slate-600">
            This is our only article in {name} so far. More are on the way.
          </p>
        )}
      </Container>
    </section>
  );
}
