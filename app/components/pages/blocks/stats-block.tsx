import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { StatList } from "~/components/marketing/stat-list";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** Big figures with their labels under a heading. */
export function StatsBlock({ block }: { block: BlockOf<"stats"> }) {
  const { eyebrow, title, description, tone, stats } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <StatList stats={stats} className="mt-14" />
    </PageSection>
  );
}
