import { ArrowRight, Timer } from "~/components/ui/icons";
import { CtaSection } from "~/components/marketing/cta-section";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { HighlightFigure } from "~/components/marketing/highlight-figure";
import { PageHero } from "~/components/marketing/page-hero";
import { PageSection } from "~/components/marketing/page-section";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { RoleContactCard, RoleGroupCard } from "~/components/marketing/role-group-card";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import {
  AUGMENTATION_BENEFITS,
  BENEFITS_SECTION,
  EXPERT_BENEFITS,
  EXPERTS_SECTION,
  PROCESS_SECTION,
  PROCESS_STEPS,
  RAMP_UP_HIGHLIGHT,
  ROLE_GROUPS,
  ROLES_CONTACT_CARD,
  ROLES_SECTION,
  STAFF_CTA,
  STAFF_HERO,
  STAFF_META,
} from "~/content/staff-augmentation";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/staff-augmentation";

export const meta: Route.MetaFunction = (args) => pageMeta(args, STAFF_META);

export default function StaffAugmentationPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={STAFF_HERO.eyebrow}
        title={STAFF_HERO.title}
        description={STAFF_HERO.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              Find Your Expert
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="#roles" variant="outline-light" size="lg">
              See the Roles We Fill
            </ButtonLink>
          </>
        }
      />

      <PageSection labelledBy="experts-heading">
        <div className="grid gap-14 lg:grid-cols-12 lg:items-center lg:gap-16">
          <div className="lg:col-span-5">
            <SectionHeading id="experts-heading" align="left" {...EXPERTS_SECTION} />
            <Reveal delay={1} className="mt-10">
              <ButtonLink to="/contact" size="lg">
                Contact Us
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </Reveal>
          </div>
          <FeatureGrid items={EXPERT_BENEFITS} />
        </div>
      </PageSection>

      <PageSection labelledBy="process-heading" tone="muted">
        <SectionHeading id="process-heading" {...PROCESS_SECTION} />
        <div className="mt-14">
          <ProcessSteps steps={PROCESS_STEPS} />
        </div>
      </PageSection>

      <PageSection id="roles" labelledBy="roles-heading">
        <SectionHeading id="roles-heading" {...ROLES_SECTION} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ROLE_GROUPS.map((group, index) => (
            <Reveal as="li" key={group.title} delay={stagger(index)}>
              <RoleGroupCard {...group} />
            </Reveal>
          ))}
          <Reveal as="li" delay={stagger(ROLE_GROUPS.length)}>
            <RoleContactCard {...ROLES_CONTACT_CARD} to="/contact" />
          </Reveal>
        </ul>
      </PageSection>

      <PageSection labelledBy="benefits-heading" tone="muted">
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <SectionHeading id="benefits-heading" align="left" {...BENEFITS_SECTION} />
            <div className="mt-10">
              <HighlightFigure icon={Timer} {...RAMP_UP_HIGHLIGHT} />
            </div>
          </div>
          <FeatureGrid items={AUGMENTATION_BENEFITS} />
        </div>
      </PageSection>

      <CtaSection
        title={STAFF_CTA.title}
        description={STAFF_CTA.description}
        actions={
          <ButtonLink to="/contact" variant="light" size="lg">
            Contact Us
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        }
      />
    </main>
  );
}
