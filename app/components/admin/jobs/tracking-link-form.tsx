import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";
import {
  TRACKING_LINK_LIMITS,
  TrackingLinkSchema,
} from "~/modules/tracking-links/tracking-link-schema";

/** A new link: which job, and the channel it is shared on. */
export function TrackingLinkForm({
  jobs,
  lastResult,
}: {
  jobs: { value: string; label: string }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(TrackingLinkSchema, { id: "tracking-link", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6 sm:grid-cols-2">
      <SelectField
        field={fields.jobId}
        label="Job"
        required
        placeholder="Select a job"
        options={jobs}
      />
      <TextField
        field={fields.channel}
        label="Channel"
        required
        maxLength={TRACKING_LINK_LIMITS.channel}
        autoComplete="off"
        hint="Where you share it: LinkedIn, Job fair Newark, Referral: Dana Smith."
      />
      <div className="sm:col-span-2">
        <SubmitButton pendingLabel="Creating...">Create link</SubmitButton>
      </div>
    </Form>
  );
}
