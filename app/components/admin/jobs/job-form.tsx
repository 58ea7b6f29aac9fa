import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { StickyFormActions } from "~/components/forms/sticky-form-actions";
import { ButtonLink } from "~/components/ui/button";
import { Plus, Save } from "~/components/ui/icons";
import { JOB_ADMIN_MESSAGES } from "~/modules/jobs/job-messages";
import { JOB_TYPES } from "~/modules/jobs/job-options";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: value }));
import {
  JOB_LIMITS,
  JobSchema,
  type JobFormValues,
  type JobInput,
} from "~/modules/jobs/job-schema";
import { EntryListField } from "./entry-list-field";
import {
  PublishChoiceField,
  type PublishChoiceCopy,
} from "~/components/forms/publish-choice-field";
import { JobExtraFields } from "./job-extra-fields";
import { ScreeningQuestionsField } from "./screening-questions-field";
import { SelectField, TextareaField, TextField } from "~/components/forms/fields";

type JobFormProps = {
  mode: "new" | "edit";
  /** Where the form posts (its own page). */
  action: string;
  defaultValue: JobFormValues;
  /** Department suggestions: the spec's list plus departments in use. */
  departments: string[];
  lastResult?: SubmissionResult<string[]>;
};

const PUBLISH_COPY: PublishChoiceCopy = {
  now: { label: "Publish now", hint: "Listed on the careers page as soon as you save." },
  schedule: {
    label: "Schedule",
    hint: "Opens by itself at the time below; until then only staff see it.",
  },
  draft: { label: "Save as draft", hint: "Saved without being listed; publish it later." },
};

const COPY = {
  new: {
    submit: "Add Job",
    pending: "Adding...",
    publish: PUBLISH_COPY,
  },
  edit: {
    submit: "Save Changes",
    pending: "Saving...",
    publish: {
      ...PUBLISH_COPY,
      now: { label: "Published", hint: "Listed on the careers page; candidates can apply." },
      draft: {
        label: "Draft",
        hint: "Hidden from the careers page (an open job is taken down); nothing is lost.",
      },
    },
  },
} as const;

const DEPARTMENT_LIST_ID = "job-department-suggestions";

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-5 py-7 first:border-t-0 sm:px-8">
      {title ? <h2 className="mb-5 text-lg font-semibold text-navy-900">{title}</h2> : null}
      {children}
    </section>
  );
}

/**
 * The one job form for /admin/jobs/new and /admin/jobs/edit/:jobId. The same schema validates here as you type and on the server;
 * without JavaScript the server's answer keeps everything typed.
 */
export function JobForm({ mode, action, defaultValue, departments, lastResult }: JobFormProps) {
  const copy = COPY[mode];
  const SubmitIcon = mode === "new" ? Plus : Save;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formAction === action &&
    !navigation.formData?.has("__intent__");
  const [form, fields] = useSchemaForm<typeof JobSchema, JobInput>(JobSchema, {
    id: `job-${mode}`,
    lastResult,
    defaultValue,
  });
  const summary = summaryMessages(form.errors, lastResult, JOB_ADMIN_MESSAGES.invalid);
  const { title, department, location, type, description } = fields;

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-6">
      {/* The default button for Enter in a text field: without it the first
          remove-row button would be "pressed" instead of saving. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <FormErrorSummary id={form.errorId} messages={summary} />

      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <Section title="Job details">
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              field={title}
              label="Job title"
              required
              className="sm:col-span-2"
              maxLength={JOB_LIMITS.title}
              placeholder="e.g. Senior Software Engineer"
            />
            <div>
              <TextField
                field={department}
                label="Department"
                required
                list={DEPARTMENT_LIST_ID}
                maxLength={JOB_LIMITS.department}
                autoComplete="off"
                placeholder="e.g. Engineering"
              />
              <datalist id={DEPARTMENT_LIST_ID}>
                {departments.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </div>
            <SelectField
              field={type}
              label="Job type"
              required
              placeholder="Select a job type"
              options={JOB_TYPE_OPTIONS}
            />
            <TextField
              field={location}
              label="Location"
              required
              className="sm:col-span-2"
              maxLength={JOB_LIMITS.location}
              placeholder="e.g. Hybrid — Hamilton, NJ"
            />
            <TextareaField
              field={description}
              label="Description"
              required
              className="sm:col-span-2"
              rows={6}
              maxLength={JOB_LIMITS.description}
            />
          </div>
        </Section>

        <Section>
          <EntryListField
            form={form}
            field={fields.responsibilities}
            legend="Responsibilities"
            noun="responsibility"
            hint="What the person in this role will do, one point per row."
          />
        </Section>

        <Section>
          <EntryListField
            form={form}
            field={fields.requirements}
            legend="Requirements"
            noun="requirement"
            hint="Skills and experience a candidate needs, one point per row."
          />
        </Section>

        <Section>
          <JobExtraFields fields={fields} />
        </Section>

        <Section>
          <ScreeningQuestionsField form={form} field={fields.questions} />
        </Section>

        <Section>
          <PublishChoiceField
            legend="Publishing"
            choice={fields.publish}
            at={fields.opensAt}
            atLabel="Opens on (New York time)"
            copy={copy.publish}
          />
        </Section>
      </div>

      <StickyFormActions>
        <ButtonLink to="/admin/jobs" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <SubmitButton size="lg" submitting={submitting} pendingLabel={copy.pending}>
          <SubmitIcon aria-hidden="true" className="size-5" />
          {copy.submit}
        </SubmitButton>
      </StickyFormActions>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
