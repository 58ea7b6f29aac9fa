import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { TextareaField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { MAX_MEDIA_ALT_LENGTH } from "~/modules/media/media-limits";
import { MediaAltSchema } from "~/modules/media/media-schema";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type MediaAltFormProps = { alt: string; lastResult?: SubmissionResult<string[]> };

/** The library's description of an image, offered as alt text whenever it is picked into a post. */
export function MediaAltForm({ alt, lastResult }: MediaAltFormProps) {
  const [form, fields] = useSchemaForm(MediaAltSchema, {
    id: "media-alt",
    lastResult,
    defaultValue: { alt },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <TextareaField
        field={fields.alt}
        label="Description (alt text)"
        rows={3}
        maxLength={MAX_MEDIA_ALT_LENGTH}
        hint="What the image shows, for people who cannot see it. Offered as the alt text when the image is picked into a post."
      />
      <SubmitButton intent="alt" pendingLabel="Saving...">
        Save description
      </SubmitButton>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
