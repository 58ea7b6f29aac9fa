import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { JobForm } from "~/components/admin/jobs/job-form";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  unfinishedFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import { JOB_FORM_SHAPE, JobSchema, NEW_JOB_DEFAULTS } from "~/modules/jobs/job-schema";
import { createJob } from "~/modules/jobs/job-writes.server";
import { listDepartmentSuggestions } from "~/modules/jobs/jobs-admin.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add New Job");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "jobs");
  return { departments: await listDepartmentSuggestions() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "jobs");
  const form = await readForm(request, JOB_FORM_SHAPE);
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parseWithZod(form.formData, { schema: JobSchema });
  if (submission.status !== "success") return unfinishedFormReply(submission);
  const outcome = await createJob(actor, submission.value);
  if (outcome.ok) return redirect(pathWithNotice("/admin/jobs", "created"));
  return failedFormReply(submission, outcome);
}

export default function NewJobPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Header and form share one measure, so the header's buttons line up with the form.
    <div className="max-w-4xl">
      <AdminPageHeader
        eyebrow="Jobs"
        title="Add New Job"
        description={
          <>
            Fields marked with <span aria-hidden="true">*</span>
            <span className="sr-only">an asterisk</span> are required. The job's address is made
            from its title.
          </>
        }
        actions={
          <ButtonLink to="/admin/jobs" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to jobs
          </ButtonLink>
        }
      />
      <div className="mt-8">
        <JobForm
          mode="new"
          action="/admin/jobs/new"
          defaultValue={NEW_JOB_DEFAULTS}
          departments={loaderData.departments}
          lastResult={actionData?.result}
        />
      </div>
    </div>
  );
}
