import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { PersonEmailSchema } from "~/modules/privacy/person-schema";
import { FormErrors } from "./form-errors";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

/** Settings › Privacy requests: whose data to look up. */
export function PersonLookupForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(PersonEmailSchema, {
    id: "person-lookup",
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.email}
        label="Email address"
        required
        type="email"
        autoComplete="off"
        maxLength={254}
        hint="The address the person used on the contact or application form (any capitalisation)."
      />
      <SubmitButton intent="find" pendingLabel="Looking up...">
        Find their data
      </SubmitButton>
    </Form>
  );
}
