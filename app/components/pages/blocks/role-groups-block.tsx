import { PageSection } from "~/components/marketing/page-section";
import { RoleContactCard, RoleGroupCard } from "~/components/marketing/role-group-card";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** Families of roles as cards, closed by an invitation to ask for another. */
export function RoleGroupsBlock({ block }: { block: BlockOf<"role-groups"> }) {
  const { eyebrow, title, description, tone, anchor, groups, contactCard } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection id={anchor} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group, index) => (
          <Reveal as="li" key={index} delay={stagger(index)}>
            <RoleGroupCard {...group} />
          </Reveal>
        ))}
        {contactCard ? (
          <Reveal as="li" delay={stagger(groups.length)}>
            <RoleContactCard
              title={contactCard.title}
              description={contactCard.description}
              linkLabel={contactCard.link.label}
              to={contactCard.link.to}
              icon={contactCard.icon}
            />
          </Reveal>
        ) : null}
      </ul>
    </PageSection>
  );
}
