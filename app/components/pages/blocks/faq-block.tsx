import { FaqList } from "~/components/faq-list";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** Questions and answers as native disclosures (the page's FAQPage JSON-LD lists them too). */
export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  const { eyebrow, title, description, tone, items } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <div className="mx-auto mt-12 max-w-3xl">
        <FaqList items={items} />
      </div>
    </PageSection>
  );
}
