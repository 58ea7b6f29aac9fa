import { SectionHeading } from "~/components/marketing/section-heading";
import { OfficeMap } from "~/components/office-map";
import { Reveal } from "~/components/reveal";
import { Container } from "~/components/ui/container";
import { officeAddress, primaryOffice } from "~/modules/company/office-maps";
import type { BlockOf } from "~/modules/pages/block-schemas";
import type { BlockContext } from "../block-context";
import { headingIdOf } from "../heading-id";

/**
 * The offices of Settings › Company: the band's heading (and, when asked,
 * every office's address, the primary first) beside the primary office's
 * click-to-load map. Saving the company renews every cached page (decision 028).
 */
export function OfficesBlock({
  block,
  context,
}: {
  block: BlockOf<"offices">;
  context: BlockContext;
}) {
  const { eyebrow, title, description, addresses } = block.fields;
  const headingId = headingIdOf(block);
  const { offices } = context.company;
  const primary = primaryOffice(offices);
  const ordered = primary ? [primary, ...offices.filter((office) => office !== primary)] : offices;
  return (
    <section className="bg-white py-20 sm:py-24" aria-labelledby={headingId}>
      <Container className="grid items-start gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            description={description}
            align="left"
          />
          {addresses && ordered.length ? (
            <ul className="mt-8 space-y-4">
              {ordered.map((office) => (
                <li key={office.id} className="text-slate-600">
                  <span className="font-semibold text-navy-900">{office.name}</span>
                  <br />
                  {officeAddress(office)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Reveal delay={1}>
          <OfficeMap company={context.company} />
        </Reveal>
      </Container>
    </section>
  );
}
