import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { ServiceOverviewCard } from "~/components/marketing/service-overview-card";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** Cards whose title is the link, three to a row (rows under hairlines on a phone). */
export function LinkCardsBlock({ block }: { block: BlockOf<"link-cards"> }) {
  const { eyebrow, title, description, tone, cards } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone} compact>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <ul className="mt-6 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {cards.map((card, index) => (
          <Reveal as="li" key={index} delay={stagger(index, 3)}>
            <ServiceOverviewCard {...card} />
          </Reveal>
        ))}
      </ul>
    </PageSection>
  );
}
