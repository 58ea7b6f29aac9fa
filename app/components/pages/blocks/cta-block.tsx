import { CtaSection } from "~/components/marketing/cta-section";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { BlockButtons } from "../block-button";
import { headingIdOf } from "../heading-id";

/** The closing call to action. */
export function CtaBlock({ block }: { block: BlockOf<"cta"> }) {
  const { title, description, actions } = block.fields;
  return (
    <CtaSection
      headingId={headingIdOf(block)}
      title={title}
      description={description}
      actions={<BlockButtons buttons={actions} />}
    />
  );
}
