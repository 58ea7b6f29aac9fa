import { PostGrid } from "~/components/blog/post-grid";
import { ArrowRight } from "~/components/ui/icons";
import { CheckList } from "~/components/marketing/check-list";
import { CtaSection } from "~/components/marketing/cta-section";
import { FeatureCard } from "~/components/marketing/feature-card";
import { FeaturedArticlesBlock } from "~/components/marketing/featured-articles-block";
import { PageHero } from "~/components/marketing/page-hero";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { StatList } from "~/components/marketing/stat-list";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import {
  FEATURED_ARTICLES_BLOCK,
  HOME_CTA,
  HOME_HERO,
  HOME_META,
  HOME_SERVICES,
  HOME_SERVICES_SECTION,
  HOME_STATS,
  LATEST_INSIGHTS_SECTION,
  WHY_CHOOSE_US_CLAIMS,
  WHY_CHOOSE_US_FEATURES,
  WHY_CHOOSE_US_SECTION,
} from "~/content/home";
import { listLatestPosts } from "~/modules/blog/blog.server";
import { organizationJsonLd, websiteJsonLd } from "~/modules/seo/json-ld.server";
import { getSeoSite } from "~/modules/seo/site.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, HOME_META);

export async function loader() {
  const [insights, site] = await Promise.all([listLatestPosts(), getSeoSite()]);
  return {
    structuredData: [organizationJsonLd(site), websiteJsonLd(site)],
    // What a card shows, not the post's tags.
    insights: insights.map(({ tags: _tags, id: _id, ...card }) => card),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        size="home"
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        description={HOME_HERO.description}
        actions={
          <>
            <ButtonLink to="/services" variant="primary" size="lg">
              Explore Our Services
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/contact" variant="outline-light" size="lg">
              Contact Us
            </ButtonLink>
          </>
        }
      >
        <StatList
          stats={HOME_STATS}
          tone="dark"
          className="mt-16 border-t border-white/10 pt-10 sm:mt-20"
        />
      </PageHero>

      <PageSection labelledBy="services-heading">
        <SectionHeading id="services-heading" {...HOME_SERVICES_SECTION} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_SERVICES.map((service, index) => (
            <Reveal as="li" key={service.title} delay={stagger(index)}>
              <FeatureCard {...service} link={{ to: service.to, label: "Learn more" }} />
            </Reveal>
          ))}
        </ul>
        <Reveal className="mt-12 flex justify-center">
          <ButtonLink to="/services" variant="secondary" size="lg">
            View All Services
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </Reveal>
      </PageSection>

      <PageSection labelledBy="why-heading" tone="muted">
        <div className="grid gap-14 lg:grid-cols-12 lg:items-center lg:gap-16">
          <div className="lg:col-span-5">
            <SectionHeading id="why-heading" align="left" {...WHY_CHOOSE_US_SECTION} />
            <Reveal delay={1}>
              <CheckList items={WHY_CHOOSE_US_CLAIMS} className="mt-10" />
            </Reveal>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-7">
            {WHY_CHOOSE_US_FEATURES.map((feature, index) => (
              <Reveal as="li" key={feature.title} delay={stagger(index, 2)}>
                <FeatureCard {...feature} />
              </Reveal>
            ))}
          </ul>
        </div>
      </PageSection>

      <PageSection labelledBy="insights-heading">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="insights-heading" align="left" {...LATEST_INSIGHTS_SECTION} />
          <Reveal delay={1} className="shrink-0">
            <ButtonLink to="/blog" variant="secondary">
              View All Articles
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </Reveal>
        </div>
        <PostGrid posts={loaderData.insights} className="mt-14" />
      </PageSection>

      <PageSection labelledBy="featured-articles-heading" tone="muted">
        <FeaturedArticlesBlock
          headingId="featured-articles-heading"
          {...FEATURED_ARTICLES_BLOCK}
          to="/featured-blogs"
        />
      </PageSection>

      <CtaSection
        title={HOME_CTA.title}
        description={HOME_CTA.description}
        actions={
          <>
            <ButtonLink to="/contact" variant="light" size="lg">
              Schedule a Consultation
            </ButtonLink>
            <ButtonLink to="/services" variant="outline-light" size="lg">
              Explore Our Services
            </ButtonLink>
          </>
        }
      />
    </main>
  );
}
