import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { AttachJobSchema } from "~/modules/applications/application-admin-schema";
import { JOB_STATE_LABELS, jobState } from "~/modules/jobs/job-state";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

export const ATTACH_INTENT = "attach-job";

type AttachJobFormProps = {
  jobs: ReadonlyArray<{
    id: string;
    title: string;
    isActive: boolean;
    scheduledAt: Date | string | null;
  }>;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * A general application (talent pool) becomes an application to the job
 * chosen here; open jobs come first, the others are marked Scheduled or
 * Inactive as in the jobs list.
 */
export function AttachJobForm({ jobs, lastResult }: AttachJobFormProps) {
  const [form, fields] = useSchemaForm(AttachJobSchema, {
    id: "attach-job-form",
    lastResult,
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="text-sm text-slate-600">
        This candidate sent a general application. When a role fits, attach it: the application then
        belongs to that job, and a note records the move.
      </p>
      <div>
        <label htmlFor={fields.jobId.id} className="block text-sm font-medium text-navy-900">
          Job
        </label>
        <select
          {...getSelectProps(fields.jobId)}
          key={fields.jobId.key}
          className={`${INPUT_CLASSES} mt-1.5`}
        >
          <option value="">Choose a job</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.isActive ? job.title : `${job.title} (${JOB_STATE_LABELS[jobState(job)]})`}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.jobId.errorId} errors={fields.jobId.errors} />
      </div>
      <SubmitButton intent={ATTACH_INTENT} pendingLabel="Attaching..." variant="secondary">
        Attach to job
      </SubmitButton>
    </Form>
  );
}
