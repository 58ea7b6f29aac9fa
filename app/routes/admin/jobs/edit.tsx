import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { JobForm } from "~/components/admin/jobs/job-form";
import { AdminPageHeader } from "~/components/admin/page-header";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { ArrowLeft, ExternalLink, UserSearch } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  unfinishedFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import { JOB_FORM_SHAPE, JobSchema } from "~/modules/jobs/job-schema";
import { updateJob } from "~/modules/jobs/job-writes.server";
import {
  getJobForAdmin,
  jobFormValues,
  listDepartmentSuggestions,
} from "~/modules/jobs/jobs-admin.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { JobPostedDate } from "~/components/admin/jobs/job-status";
import { jobOpensAt } from "~/modules/jobs/job-state";
import { matchesPath } from "~/modules/rediscovery/invite-schema";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Edit Job");

// Spec: an unknown job id sends the user back to the list.
const UNKNOWN_JOB = pathWithNotice("/admin/jobs", "not-found");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "jobs");
  const [job, departments] = await Promise.all([
    getJobForAdmin(params.jobId),
    listDepartmentSuggestions(),
  ]);
  if (!job) throw redirect(UNKNOWN_JOB);
  return {
    job: {
      id: job.id,
      isActive: job.isActive,
      scheduledAt: job.scheduledAt,
      datePosted: job.datePosted,
    },
    values: jobFormValues(job),
    departments,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "jobs");
  const form = await readForm(request, JOB_FORM_SHAPE);
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parseWithZod(form.formData, { schema: JobSchema });
  if (submission.status !== "success") return unfinishedFormReply(submission);
  const outcome = await updateJob(actor, params.jobId, submission.value);
  if (outcome.ok) return redirect(pathWithNotice("/admin/jobs", "updated"));
  if (outcome.reason === "not-found") return redirect(UNKNOWN_JOB);
  return failedFormReply(submission, outcome);
}

export default function EditJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, values, departments } = loaderData;
  const action = `/admin/jobs/edit/${job.id}`;
  return (
    // Header and form share one measure, so the header's buttons line up with the form.
    <div className="max-w-4xl">
      <AdminPageHeader
        eyebrow="Jobs"
        title="Edit Job"
        description={
          <>
            {jobOpensAt(job) ? null : "Posted "}
            <JobPostedDate job={job} /> · its address stays{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-navy-900">
              /careers/job/{job.id}
            </code>
          </>
        }
        actions={
          <>
            {job.isActive ? (
              <a
                href={`/careers/job/${job.id}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("secondary")}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View public page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <ButtonLink to={matchesPath(job.id)} variant="secondary">
              <UserSearch aria-hidden="true" className="size-4" />
              Matching people
            </ButtonLink>
            <ButtonLink to="/admin/jobs" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to jobs
            </ButtonLink>
          </>
        }
      />
      <div className="mt-8">
        {/* key: a different job (or a saved one) starts the form afresh. */}
        <JobForm
          key={job.id}
          mode="edit"
          action={action}
          defaultValue={values}
          departments={departments}
          lastResult={actionData?.result}
        />
      </div>
    </div>
  );
}
