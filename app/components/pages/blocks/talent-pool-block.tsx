import { CtaSection } from "~/components/marketing/cta-section";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { GENERAL_APPLICATION_PATH } from "~/content/careers";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/**
 * An invitation to the talent pool: its button leads to the general
 * application, the address /careers' "Send us your CV" links to.
 */
export function TalentPoolBlock({ block }: { block: BlockOf<"talent-pool"> }) {
  const { title, description, buttonLabel } = block.fields;
  return (
    <CtaSection
      headingId={headingIdOf(block)}
      title={title}
      description={description}
      actions={
        <ButtonLink to={GENERAL_APPLICATION_PATH} variant="light" size="lg">
          {buttonLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      }
    />
  );
}
