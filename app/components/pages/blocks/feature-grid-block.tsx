import { CheckList } from "~/components/marketing/check-list";
import { FeatureCard } from "~/components/marketing/feature-card";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { HighlightFigure } from "~/components/marketing/highlight-figure";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { cn } from "~/utils/cn";
import { BlockButton } from "../block-button";
import { headingIdOf } from "../heading-id";

/**
 * Cards with an icon, a title and a line, optionally linked: stacked (heading
 * above a four-up grid, a button below) or split (heading, check list and
 * button beside a two-up grid).
 */
export function FeatureGridBlock({ block }: { block: BlockOf<"feature-grid"> }) {
  const { eyebrow, title, description, layout, tone, anchor, items, checklist, action, highlight } =
    block.fields;
  const headingId = headingIdOf(block);
  if (layout === "split") {
    return (
      <PageSection id={anchor} labelledBy={headingId} tone={tone}>
        {/* A tall highlight panel sets the height: the cards start at the top beside it. */}
        <div
          className={cn(
            "grid gap-14 lg:grid-cols-12",
            !highlight && "lg:items-center",
            "lg:gap-16",
          )}
        >
          <div className="lg:col-span-5">
            <SectionHeading
              id={headingId}
              align="left"
              eyebrow={eyebrow}
              title={title}
              description={description}
            />
            {checklist.length ? (
              <Reveal delay={1}>
                <CheckList items={checklist} className="mt-10" />
              </Reveal>
            ) : null}
            {action ? (
              <Reveal delay={1} className="mt-10">
                <BlockButton button={action} />
              </Reveal>
            ) : null}
            {highlight ? (
              <div className="mt-10">
                <HighlightFigure {...highlight} />
              </div>
            ) : null}
          </div>
          <FeatureGrid items={items} />
        </div>
      </PageSection>
    );
  }
  return (
    <PageSection id={anchor} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <Reveal as="li" key={index} delay={stagger(index)}>
            <FeatureCard {...item} />
          </Reveal>
        ))}
      </ul>
      {action ? (
        <Reveal className="mt-12 flex justify-center">
          <BlockButton button={action} />
        </Reveal>
      ) : null}
    </PageSection>
  );
}
