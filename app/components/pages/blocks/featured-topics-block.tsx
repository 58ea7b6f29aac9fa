import { FeaturedArticlesBlock } from "~/components/marketing/featured-articles-block";
import { PageSection } from "~/components/marketing/page-section";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** A banner with topics that sends readers to a collection (the home page's AI & data articles). */
export function FeaturedTopicsBlock({ block }: { block: BlockOf<"featured-topics"> }) {
  const { tone, link, ...fields } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <FeaturedArticlesBlock
        headingId={headingId}
        {...fields}
        linkLabel={link.label}
        to={link.to}
      />
    </PageSection>
  );
}
