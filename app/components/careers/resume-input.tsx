import type { FieldMetadata } from "@conform-to/react";
import { FileField } from "~/components/forms/file-field";

/** The résumé upload: a PDF, as the server takes it. */
export function ResumeInput({ field }: { field: FieldMetadata<File | undefined> }) {
  return (
    <FileField
      field={field}
      label="Résumé"
      required
      accept="application/pdf,.pdf"
      hint="PDF only, up to 5 MB."
    />
  );
}
