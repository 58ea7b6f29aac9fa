import { PostGrid } from "~/components/blog/post-grid";
import type { BlogCardPost } from "~/components/blog/types";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Reveal } from "~/components/reveal";
import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** The newest published posts (of one category when chosen), with their covers. */
export function LatestPostsBlock({
  block,
  posts,
}: {
  block: BlockOf<"latest-posts">;
  posts: BlogCardPost[];
}) {
  const { eyebrow, title, description, tone, link } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id={headingId}
          align="left"
          eyebrow={eyebrow}
          title={title}
          description={description}
        />
        {link ? (
          <Reveal delay={1} className="shrink-0">
            <ButtonLink to={link.to} variant="secondary">
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </Reveal>
        ) : null}
      </div>
      <PostGrid posts={posts} className="mt-14" />
    </PageSection>
  );
}
