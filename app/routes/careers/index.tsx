import { useLocation } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { JobAlertForm } from "~/components/careers/job-alert-form";
import { OpenPositions } from "~/components/careers/open-positions";
import { FaqList } from "~/components/faq-list";
import { CtaSection } from "~/components/marketing/cta-section";
import { FeatureCard } from "~/components/marketing/feature-card";
import { PageHero } from "~/components/marketing/page-hero";
import { PageSection } from "~/components/marketing/page-section";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { SectionHeading } from "~/components/marketing/section-heading";
import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import {
  BENEFITS_SECTION,
  CAREER_BENEFITS,
  CAREERS_CTA,
  CAREERS_FAQ,
  CAREERS_FAQ_SECTION,
  CAREERS_HERO,
  CAREERS_META,
  GENERAL_APPLICATION_CTA,
  GENERAL_APPLICATION_PATH,
  HIRING_STEPS,
  JOBS_LOAD_FAILED,
  POSITIONS_SECTION,
  PROCESS_SECTION,
} from "~/content/careers";
import { hasActiveJobFilters, JOB_QUERY_KEYS, parseJobFilters } from "~/modules/jobs/job-filters";
import { listActiveJobs } from "~/modules/jobs/jobs.server";
import { savedSearch } from "~/modules/job-alerts/job-alert-search";
import { JOB_FEED_PATHS } from "~/modules/seo/feed-paths";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/index";
import { readSearchParams } from "~/utils/search-params.server";
import { ErrorPage } from "~/components/error-page";
import { clientErrorOf } from "~/utils/route-errors";

const INLINE_LINK = "font-semibold text-brand-700 hover:underline";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    ...CAREERS_META,
    paginated: true,
    feed: { title: "Careers (RSS)", path: JOB_FEED_PATHS.rss },
    // Filtered lists are search results: followed, not indexed.
    noindex: args.loaderData ? hasActiveJobFilters(args.loaderData.filters) : false,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseJobFilters(readSearchParams(request, JOB_QUERY_KEYS));
  return { filters, list: await listActiveJobs(filters) };
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <main id="main">
      <PageHero
        eyebrow={CAREERS_HERO.eyebrow}
        title={CAREERS_HERO.title}
        description={CAREERS_HERO.description}
        actions={
          <>
            <ButtonLink to="#positions" size="lg">
              View Open Positions
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="#hiring-process" variant="outline-light" size="lg">
              How We Hire
            </ButtonLink>
          </>
        }
      />

      <PageSection labelledBy="benefits-heading" constant="careers-benefits">
        <SectionHeading id="benefits-heading" {...BENEFITS_SECTION} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CAREER_BENEFITS.map((benefit, index) => (
            <Reveal as="li" key={benefit.title} delay={stagger(index, 3)}>
              <FeatureCard {...benefit} />
            </Reveal>
          ))}
        </ul>
      </PageSection>

      <PageSection id="positions" labelledBy="positions-heading" tone="muted">
        <SectionHeading id="positions-heading" {...POSITIONS_SECTION} />
        <OpenPositions filters={loaderData.filters} list={loaderData.list} location={location} />
        <div className="mx-auto mt-12 max-w-3xl">
          <JobAlertForm search={savedSearch(loaderData.filters)} />
        </div>
        <p className="mx-auto mt-12 max-w-2xl text-center text-slate-600">
          {GENERAL_APPLICATION_CTA.title}{" "}
          <a href={GENERAL_APPLICATION_PATH} className={INLINE_LINK}>
            {GENERAL_APPLICATION_CTA.action}
          </a>{" "}
          {GENERAL_APPLICATION_CTA.description} New openings are also in our{" "}
          <a href={JOB_FEED_PATHS.rss} className={INLINE_LINK}>
            jobs RSS feed
          </a>
          .
        </p>
      </PageSection>

      <PageSection
        id="hiring-process"
        labelledBy="process-heading"
        constant="careers-hiring-process"
      >
        <SectionHeading id="process-heading" {...PROCESS_SECTION} />
        <div className="mt-14">
          <ProcessSteps steps={HIRING_STEPS} columns={5} />
        </div>
      </PageSection>

      <PageSection labelledBy="careers-faq-heading" tone="muted" constant="careers-faq">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="careers-faq-heading" {...CAREERS_FAQ_SECTION} />
          <div className="mt-12">
            <FaqList items={CAREERS_FAQ} />
          </div>
        </div>
      </PageSection>

      <CtaSection
        title={CAREERS_CTA.title}
        description={CAREERS_CTA.description}
        actions={
          <ButtonLink to="/contact" variant="light" size="lg">
            Get in Touch
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        }
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = clientErrorOf(error);
  if (refused) return <ErrorPage {...refused} />;
  return (
    <main id="main" className="bg-slate-50 py-32">
      <p role="alert" className="text-center text-lg text-slate-700">
        {JOBS_LOAD_FAILED}
      </p>
    </main>
  );
}
