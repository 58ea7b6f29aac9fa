import { PageSection } from "~/components/marketing/page-section";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { SectionHeading } from "~/components/marketing/section-heading";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** A numbered process under a heading. */
export function ProcessStepsBlock({ block }: { block: BlockOf<"process-steps"> }) {
  const { eyebrow, title, description, tone, steps } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <div className="mt-14">
        <ProcessSteps steps={steps} columns={steps.length === 5 ? 5 : 4} />
      </div>
    </PageSection>
  );
}
