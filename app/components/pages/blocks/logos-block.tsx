import { Link } from "react-router";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { BlockImage, type BlockPictures } from "../block-image";
import { headingIdOf } from "../heading-id";

/** A logo is drawn 48 px high (h-12), whatever its width. */
const LOGO_HEIGHT = 48;
/** Logos are narrow: the smallest rendition covers them. */
const LOGO_SIZES = "12rem";

/** A row of client or partner logos, each with its name, optionally linked. */
export function LogosBlock({
  block,
  pictures,
  eager,
}: {
  block: BlockOf<"logos">;
  pictures: BlockPictures;
  eager: boolean;
}) {
  const { eyebrow, title, description, tone, logos } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <ul className="mt-14 grid grid-cols-2 items-center gap-8 sm:grid-cols-3 lg:grid-cols-4">
        {logos.map((logo, index) => {
          const content = (
            <>
              <BlockImage
                image={logo.image}
                pictures={pictures}
                sizes={LOGO_SIZES}
                displayHeight={LOGO_HEIGHT}
                eager={eager}
              />
              <span className="mt-3 text-sm font-semibold text-slate-600">{logo.name}</span>
            </>
          );
          return (
            <Reveal
              as="li"
              key={index}
              delay={stagger(index)}
              className="flex flex-col items-center text-center"
            >
              {logo.to ? (
                <Link
                  to={logo.to}
                  className="flex flex-col items-center rounded-sm hover:underline"
                >
                  {content}
                </Link>
              ) : (
                content
              )}
            </Reveal>
          );
        })}
      </ul>
    </PageSection>
  );
}
