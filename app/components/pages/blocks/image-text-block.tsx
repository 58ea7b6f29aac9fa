import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Reveal } from "~/components/reveal";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { BlockButton } from "../block-button";
import { BlockImage, type BlockPictures } from "../block-image";
import { headingIdOf } from "../heading-id";

/** Half the content width on wide screens, the full width on a phone. */
const IMAGE_TEXT_SIZES = "(min-width: 1024px) 600px, 100vw";

/** An image beside a heading, text and an optional button; on a phone the image comes first. */
export function ImageTextBlock({
  block,
  pictures,
  eager,
}: {
  block: BlockOf<"image-text">;
  pictures: BlockPictures;
  eager: boolean;
}) {
  const { eyebrow, title, description, image, imagePosition, tone, action } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <Reveal className={imagePosition === "right" ? "lg:order-last" : undefined}>
          <BlockImage
            image={image}
            pictures={pictures}
            sizes={IMAGE_TEXT_SIZES}
            eager={eager}
            className="w-full rounded-2xl shadow-lg"
          />
        </Reveal>
        <div>
          <SectionHeading
            id={headingId}
            align="left"
            eyebrow={eyebrow}
            title={title}
            description={description}
          />
          {action ? (
            <Reveal delay={1} className="mt-10">
              <BlockButton button={action} />
            </Reveal>
          ) : null}
        </div>
      </div>
    </PageSection>
  );
}
