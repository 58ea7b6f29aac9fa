import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** A heading and paragraphs of text (a blank line in the text starts a paragraph). */
export function RichTextBlock({ block }: { block: BlockOf<"rich-text"> }) {
  const { eyebrow, title, description, tone, body } = block.fields;
  const headingId = headingIdOf(block);
  const paragraphs = body.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading
        id={headingId}
        align="left"
        eyebrow={eyebrow}
        title={title}
        description={description}
      />
      <div className="mt-8 grid max-w-3xl gap-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </PageSection>
  );
}
