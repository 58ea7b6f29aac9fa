import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { SimilarJobs } from "~/components/careers/similar-jobs";
import { JobClosed } from "~/components/careers/job-closed";
import { JobHero } from "~/components/careers/job-hero";
import { JobNotFound } from "~/components/careers/job-not-found";
import { JobSummary } from "~/components/careers/job-summary";
import { ErrorPage } from "~/components/error-page";
import { CheckList } from "~/components/marketing/check-list";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowRight } from "~/components/ui/icons";
import { JOB_CLOSED, JOB_NOT_FOUND } from "~/content/careers";
import { getActiveJob, getClosedJob, listSimilarJobs } from "~/modules/jobs/jobs.server";
import { breadcrumbJsonLd } from "~/modules/seo/json-ld.server";
import { jobPostingJsonLd } from "~/modules/seo/job-posting.server";
import { getSeoSite } from "~/modules/seo/site.server";
import { pageMeta } from "~/utils/seo";
import { absoluteUrl } from "~/utils/urls";
import type { Route } from "./+types/job";

type ClosedJobPage = React.ComponentProps<typeof JobClosed>;

/** The closed job a 410 carries, if the error is one. */
function closedJobOf(error: unknown): ClosedJobPage | null {
  return isRouteErrorResponse(error) && error.status === 410 ? (error.data as ClosedJobPage) : null;
}

/**
 * Browsers and shared caches keep a 410 without Cache-Control fresh for ever
 * (it is "implicitly fresh" in Chromium): a reopened job would stay gone for
 * visitors who saw it closed. The page cache never stores a 410 either.
 */
const GONE_CACHE_CONTROL = "no-cache";

export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ?? loaderHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const job = await getActiveJob(params.jobId);
  if (!job) {
    const closed = await getClosedJob(params.jobId);
    if (!closed) throw data(null, { status: 404 });
    // Gone, not missing: search engines drop the page; visitors get a way on.
    const gone: ClosedJobPage = { job: closed, similar: await listSimilarJobs(closed) };
    throw data(gone, { status: 410, headers: { "Cache-Control": GONE_CACHE_CONTROL } });
  }
  const similar = await listSimilarJobs(job);
  const site = await getSeoSite();
  const path = `/careers/job/${job.id}`;
  // Only what the page shows (not the record's bookkeeping fields).
  const { isActive: _isActive, createdAt: _createdAt, updatedAt: _updatedAt, ...shown } = job;
  return {
    job: shown,
    similar,
    shareUrl: absoluteUrl(site.origin, path),
    structuredData: [
      jobPostingJsonLd(site, job),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Careers", path: "/careers" },
        { name: job.title, path },
      ]),
    ],
  };
}

export const meta: Route.MetaFunction = (args) => {
  const job = args.loaderData?.job;
  const closed = closedJobOf(args.error);
  if (closed) {
    return pageMeta(args, {
      title: `${closed.job.title} · ${JOB_CLOSED.eyebrow}`,
      description: JOB_CLOSED.detail(closed.job.title),
      noindex: true,
    });
  }
  if (!job) {
    return pageMeta(args, {
      title: JOB_NOT_FOUND.title,
      description: JOB_NOT_FOUND.detail,
      noindex: true,
    });
  }
  return pageMeta(args, {
    title: `${job.title} · Careers`,
    description: `${job.title} (${job.type}, ${job.location}). ${job.description}`,
  });
};

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, similar, shareUrl } = loaderData;
  return (
    <main id="main">
      <JobHero
        job={job}
        eyebrow={`${job.department} · Open position`}
        back={{ to: "/careers#positions", label: "Back to All Jobs" }}
        action={
          // Below lg the sidebar (with its own Apply Now) comes after the whole description.
          <ButtonLink to={`/careers/apply/${job.id}`} size="lg" className="lg:hidden">
            Apply Now
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        }
      />

      <section className="bg-slate-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
          <div className="space-y-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <section aria-labelledby="about-role">
              <h2 id="about-role" className="text-2xl font-bold text-navy-900">
                About the Role
              </h2>
              <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-slate-700">
                {job.description}
              </p>
            </section>
            <section aria-labelledby="responsibilities">
              <h2 id="responsibilities" className="text-2xl font-bold text-navy-900">
                Responsibilities
              </h2>
              <CheckList items={job.responsibilities} className="mt-5" />
            </section>
            <section aria-labelledby="requirements">
              <h2 id="requirements" className="text-2xl font-bold text-navy-900">
                Requirements
              </h2>
              <CheckList items={job.requirements} className="mt-5" />
            </section>
          </div>
          <div>
            <JobSummary job={job} shareUrl={shareUrl} />
          </div>
        </Container>
      </section>

      <SimilarJobs title="Similar Positions" jobs={similar} className="render-when-near" />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const closed = closedJobOf(error);
  if (closed) return <JobClosed {...closed} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <JobNotFound detail={JOB_NOT_FOUND.detail} />;
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
