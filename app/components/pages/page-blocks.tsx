import type { BlogCardPost } from "~/components/blog/types";
import type { Block } from "~/modules/pages/block-schemas";
import type { BlockContext } from "./block-context";
import { ContactFormBlock } from "./blocks/contact-form-block";
import { LegalDocumentBlock } from "./blocks/legal-document-block";
import { OfficesBlock } from "./blocks/offices-block";
import { CtaBlock } from "./blocks/cta-block";
import { FaqBlock } from "./blocks/faq-block";
import { FeatureGridBlock } from "./blocks/feature-grid-block";
import { FeaturedTopicsBlock } from "./blocks/featured-topics-block";
import { HeroBlock } from "./blocks/hero-block";
import { LatestPostsBlock } from "./blocks/latest-posts-block";
import { LinkCardsBlock } from "./blocks/link-cards-block";
import { PageIndexBlock } from "./blocks/page-index-block";
import { ServiceDetailBlock } from "./blocks/service-detail-block";
import { TestimonialsBlock } from "./blocks/testimonials-block";
import { ProcessStepsBlock } from "./blocks/process-steps-block";
import { RoleGroupsBlock } from "./blocks/role-groups-block";
import { RichTextBlock } from "./blocks/rich-text-block";
import { StatsBlock } from "./blocks/stats-block";
import { ImageTextBlock } from "./blocks/image-text-block";
import { LogosBlock } from "./blocks/logos-block";
import { OpenPositionsBlock, type BlockJob } from "./blocks/open-positions-block";
import { TalentPoolBlock } from "./blocks/talent-pool-block";
import { TeamBlock } from "./blocks/team-block";
import type { BlockPictures } from "./block-image";

/** What the blocks show from elsewhere, read by the route's loader (pages.server.ts's BlockData). */
export type BlockViewData = {
  /** Posts of the "latest posts" blocks, by block id. */
  posts: Record<string, BlogCardPost[]>;
  /** Jobs of the "open positions" blocks, by block id. */
  jobs: Record<string, BlockJob[]>;
  /** Size and renditions of the blocks' images, by address. */
  pictures: BlockPictures;
};

type PageBlocksProps = {
  blocks: Block[];
  data: BlockViewData;
  /** The company and page state the contact form, offices and legal blocks draw. */
  context: BlockContext;
};

/**
 * A page record's blocks, in order, each drawn by the one renderer of its
 * type: the public page and (later) the editor's preview render the same
 * server components.
 */
export function PageBlocks({ blocks, data, context }: PageBlocksProps) {
  return (
    <main id="main">
      {blocks.map((block, index) => (
        <BlockView key={block.id} block={block} data={data} context={context} first={index === 0} />
      ))}
    </main>
  );
}

function BlockView({
  block,
  data,
  context,
  first,
}: {
  block: Block;
  data: BlockViewData;
  context: BlockContext;
  first: boolean;
}) {
  switch (block.type) {
    case "hero":
      return <HeroBlock block={block} />;
    case "feature-grid":
      return <FeatureGridBlock block={block} />;
    case "process-steps":
      return <ProcessStepsBlock block={block} />;
    case "role-groups":
      return <RoleGroupsBlock block={block} />;
    case "page-index":
      return <PageIndexBlock block={block} />;
    case "link-cards":
      return <LinkCardsBlock block={block} />;
    case "service-detail":
      return <ServiceDetailBlock block={block} />;
    case "testimonials":
      return <TestimonialsBlock block={block} />;
    case "stats":
      return <StatsBlock block={block} />;
    case "latest-posts":
      return <LatestPostsBlock block={block} posts={data.posts[block.id] ?? []} />;
    case "featured-topics":
      return <FeaturedTopicsBlock block={block} />;
    case "cta":
      return <CtaBlock block={block} />;
    case "rich-text":
      return <RichTextBlock block={block} />;
    case "faq":
      return <FaqBlock block={block} />;
    case "contact-form":
      return <ContactFormBlock block={block} context={context} />;
    case "offices":
      return <OfficesBlock block={block} context={context} />;
    case "legal-document":
      return <LegalDocumentBlock block={block} context={context} />;
    case "logos":
      return <LogosBlock block={block} pictures={data.pictures} eager={first} />;
    case "image-text":
      return <ImageTextBlock block={block} pictures={data.pictures} eager={first} />;
    case "team":
      return <TeamBlock block={block} pictures={data.pictures} eager={first} />;
    case "open-positions":
      return <OpenPositionsBlock block={block} jobs={data.jobs[block.id] ?? []} />;
    case "talent-pool":
      return <TalentPoolBlock block={block} />;
  }
}
