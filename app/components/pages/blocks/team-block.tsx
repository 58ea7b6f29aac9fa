import { Link } from "react-router";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import { PICTURE_SIZES } from "~/modules/media/picture";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { BlockImage, type BlockPictures } from "../block-image";
import { headingIdOf } from "../heading-id";

/** People cards: a square photo, the name (a link when given), the role and a short bio. */
export function TeamBlock({
  block,
  pictures,
  eager,
}: {
  block: BlockOf<"team">;
  pictures: BlockPictures;
  eager: boolean;
}) {
  const { eyebrow, title, description, tone, people } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {people.map((person, index) => (
          <Reveal as="li" key={index} delay={stagger(index)}>
            <article className="card flex h-full flex-col overflow-hidden">
              <BlockImage
                image={person.photo}
                pictures={pictures}
                sizes={PICTURE_SIZES.card}
                eager={eager}
                className="aspect-square w-full object-cover"
              />
              <div className="p-6">
                <h3 className="text-lg font-semibold">
                  {person.to ? (
                    <Link to={person.to} className="hover:underline">
                      {person.name}
                    </Link>
                  ) : (
                    person.name
                  )}
                </h3>
                <p className="mt-1 text-sm font-semibold text-brand-700">{person.role}</p>
                {person.bio ? (
                  <p className="mt-3 leading-relaxed text-slate-600">{person.bio}</p>
                ) : null}
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </PageSection>
  );
}
