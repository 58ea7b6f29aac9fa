import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { SuccessStoryCard } from "~/components/marketing/success-story-card";
import { Reveal } from "~/components/reveal";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** Client stories: a quote, who said it and the headline results, on a dark band. */
export function TestimonialsBlock({ block }: { block: BlockOf<"testimonials"> }) {
  const { eyebrow, title, description, stories } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone="dark" compact>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(31_87_235/0.25),transparent_60%)]"
      />
      <SectionHeading
        id={headingId}
        tone="dark"
        eyebrow={eyebrow}
        title={title}
        description={description}
      />
      <ul className="mt-8 grid gap-4 sm:mt-14 sm:gap-8 lg:grid-cols-2">
        {stories.map((story, index) => (
          <Reveal as="li" key={index} delay={stagger(index, 2)}>
            <SuccessStoryCard {...story} />
          </Reveal>
        ))}
      </ul>
    </PageSection>
  );
}
