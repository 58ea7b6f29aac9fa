import { ArrowRight } from "~/components/ui/icons";
import { CtaSection } from "~/components/marketing/cta-section";
import { PageHero } from "~/components/marketing/page-hero";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { ServiceDetailSection } from "~/components/marketing/service-detail-section";
import { ServiceOverviewCard } from "~/components/marketing/service-overview-card";
import { ServicesIndex } from "~/components/marketing/services-index";
import { stagger } from "~/components/marketing/stagger";
import { SuccessStoryCard } from "~/components/marketing/success-story-card";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import {
  SERVICE_DETAILS,
  SERVICE_OVERVIEW,
  SERVICES_CTA,
  SERVICES_HERO,
  SERVICES_META,
  SERVICES_OVERVIEW_SECTION,
  SUCCESS_STORIES,
  SUCCESS_STORIES_SECTION,
} from "~/content/services";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args, SERVICES_META);

export default function ServicesPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={SERVICES_HERO.eyebrow}
        title={SERVICES_HERO.title}
        description={SERVICES_HERO.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              Contact Us
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/staff-augmentation" variant="outline-light" size="lg">
              Staff Augmentation
            </ButtonLink>
          </>
        }
      />

      <ServicesIndex items={SERVICE_DETAILS} />

      <PageSection labelledBy="overview-heading" compact>
        <SectionHeading id="overview-heading" {...SERVICES_OVERVIEW_SECTION} />
        <ul className="mt-6 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {SERVICE_OVERVIEW.map((service, index) => (
            <Reveal as="li" key={service.title} delay={stagger(index, 3)}>
              <ServiceOverviewCard {...service} />
            </Reveal>
          ))}
        </ul>
      </PageSection>

      {SERVICE_DETAILS.map((service, index) => (
        <ServiceDetailSection
          key={service.id}
          {...service}
          tone={index % 2 === 0 ? "muted" : "white"}
          reversed={index % 2 === 1}
        />
      ))}

      <PageSection labelledBy="stories-heading" tone="dark" compact>
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(31_87_235/0.25),transparent_60%)]"
        />
        <SectionHeading id="stories-heading" tone="dark" {...SUCCESS_STORIES_SECTION} />
        <ul className="mt-8 grid gap-4 sm:mt-14 sm:gap-8 lg:grid-cols-2">
          {SUCCESS_STORIES.map((story, index) => (
            <Reveal as="li" key={story.client.name} delay={stagger(index, 2)}>
              <SuccessStoryCard {...story} />
            </Reveal>
          ))}
        </ul>
      </PageSection>

      <CtaSection
        title={SERVICES_CTA.title}
        description={SERVICES_CTA.description}
        actions={
          <>
            <ButtonLink to="/contact" variant="light" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink to="/staff-augmentation" variant="outline-light" size="lg">
              Explore Staff Augmentation
            </ButtonLink>
          </>
        }
      />
    </main>
  );
}
