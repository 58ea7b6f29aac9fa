import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { MAX_NAME_LENGTH, ProfileSchema } from "~/modules/accounts/account-schema";
import { FormErrors } from "./form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { TextField } from "~/components/forms/fields";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type ProfileFormProps = { name: string; email: string; lastResult?: SubmissionResult<string[]> };

export function ProfileForm({ name, email, lastResult }: ProfileFormProps) {
  const [form, fields] = useSchemaForm(ProfileSchema, {
    id: "profile",
    lastResult,
    defaultValue: { name },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.name}
        label="Name"
        required
        autoComplete="name"
        maxLength={MAX_NAME_LENGTH}
      />
      <div>
        <p className="text-sm font-medium text-navy-900">Email</p>
        <p className="mt-1.5 text-sm text-slate-700">{email}</p>
      </div>
      <SubmitButton intent="update-profile" pendingLabel="Saving...">
        Save profile
      </SubmitButton>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
