import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { Save } from "~/components/ui/icons";
import type { ApplicationStatusSchema } from "~/modules/applications/application-admin-schema";
import type { InquiryStatusSchema } from "~/modules/inquiries/inquiry-admin-schema";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

export const STATUS_INTENT = "status";

type StatusFormProps = {
  /** The Zod schema the server validates with (one per inbox). */
  schema: typeof ApplicationStatusSchema | typeof InquiryStatusSchema;
  options: ReadonlyArray<{ value: string; label: string }>;
  current: string;
  lastResult?: SubmissionResult<string[]>;
  label?: string;
  submitLabel?: string;
  /**
   * More fields posted with the status (e.g. "email the candidate"); a
   * function gets the application form's fields, for kit fields with messages.
   */
  children?: ReactNode | ((fields: ApplicationStatusFields) => ReactNode);
};

type ApplicationStatusFields = ReturnType<typeof useSchemaForm<typeof ApplicationStatusSchema>>[1];

/**
 * Moves a record to any status: a labelled select and a Save button. A plain
 * POST (works without JavaScript); the page confirms the change in a status
 * message after the redirect.
 */
export function StatusForm({
  schema,
  options,
  current,
  lastResult,
  label = "Change status",
  submitLabel = "Update status",
  children,
}: StatusFormProps) {
  const [form, fields] = useSchemaForm(schema, {
    id: "status-form",
    lastResult,
    defaultValue: { status: current },
    validate: "onSubmit",
    revalidate: "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end lg:flex-col lg:items-stretch"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex-1">
        <label htmlFor={fields.status.id} className="block text-sm font-medium text-navy-900">
          {label}
        </label>
        <select
          {...getSelectProps(fields.status)}
          key={`${fields.status.key}-${current}`}
          defaultValue={current}
          className={`${INPUT_CLASSES} mt-1.5`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
              {option.value === current ? " (current)" : ""}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.status.errorId} errors={fields.status.errors} />
      </div>
      {typeof children === "function"
        ? children(fields as unknown as ApplicationStatusFields)
        : children}
      <SubmitButton intent={STATUS_INTENT} pendingLabel="Saving..." className="h-[42px]">
        <Save aria-hidden="true" className="size-4" />
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
