import type { Route } from "./+types/funnels";
import { adminMeta } from "~/components/admin/admin-meta";
import { fullDayLabel } from "~/components/admin/analytics/day-labels";
import { RangeForm } from "~/components/admin/analytics/range-form";
import { FunnelSteps } from "~/components/admin/funnels/funnel-steps";
import {
  InquirySourcesTable,
  JobFunnelsTable,
  JobSourcesTable,
} from "~/components/admin/funnels/funnel-tables";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import {
  parseRange,
  rangeSearch,
  RANGE_QUERY_KEYS,
  utcDay,
} from "~/modules/analytics/analytics-range";
import { FUNNEL_JOB_KEY, FUNNELS_PATH } from "~/modules/funnels/funnel-report";
import { getFunnelsReport } from "~/modules/funnels/funnels.server";
import { requireStaffActor } from "~/routes/session-guard.server";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Funnels");

// Hiring figures (applications, interviews, hires per job and source): the
// applications area — Recruiters and Administrators, not Editors, who see
// no application anywhere else either.
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const params = readSearchParams(request, [...RANGE_QUERY_KEYS, FUNNEL_JOB_KEY]);
  const { range, error } = parseRange(params, utcDay(new Date()));
  const jobId = params.get(FUNNEL_JOB_KEY) || null;
  return { report: await getFunnelsReport(actor, range, jobId), error, jobId };
}

export default function FunnelsPage({ loaderData }: Route.ComponentProps) {
  const { report, error, jobId } = loaderData;
  const { range, job } = report;
  const search = rangeSearch(range);
  const jobLink = (id: string) =>
    `${FUNNELS_PATH}${search}&${FUNNEL_JOB_KEY}=${encodeURIComponent(id)}#job-funnel`;
  return (
    <>
      <AdminPageHeader
        eyebrow="Jobs"
        title="Funnels"
        description={
          <>
            From a visit to a hire or an inquiry, {fullDayLabel(range.from)} to{" "}
            {fullDayLabel(range.to)} (UTC days). Visitors are counted without cookies, one day at a
            time; applications and inquiries are those sent in the period.
          </>
        }
        actions={
          <ButtonLink to="/admin/jobs" variant="secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All jobs
          </ButtonLink>
        }
      />
      <div className="mt-8 space-y-6">
        <RangeForm range={range} error={error} keep={jobId ? { [FUNNEL_JOB_KEY]: jobId } : {}} />
        {jobId && !job ? (
          <p role="status" className="text-sm font-medium text-red-700">
            That job no longer exists. Choose another in the table below.
          </p>
        ) : null}
        {job ? (
          <div
            id="job-funnel"
            className="grid gap-6 xl:grid-cols-5 xl:[&>:first-child]:col-span-2 xl:[&>:last-child]:col-span-3"
          >
            <FunnelSteps
              title={`Funnel: ${job.title}`}
              description="Visitors of the job’s page and its application form, then its applications."
              steps={job.steps}
            />
            <JobSourcesTable rows={job.sources} />
          </div>
        ) : null}
        <JobFunnelsTable rows={report.jobs} linkTo={jobLink} />
        <div className="grid gap-6 xl:grid-cols-5 xl:[&>:first-child]:col-span-2 xl:[&>:last-child]:col-span-3">
          <FunnelSteps
            title="Inquiries"
            description="Visitors of the site, of the contact page, and the inquiries they sent."
            steps={report.inquiries.steps}
          />
          <InquirySourcesTable rows={report.inquiries.sources} />
        </div>
      </div>
    </>
  );
}
