import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FileText } from "~/components/ui/icons";
import { Field } from "~/components/forms/fields";

/** The résumé upload: a native file input (keyboard and screen-reader friendly), styled. */
export function ResumeInput({ field }: { field: FieldMetadata<File | undefined> }) {
  return (
    <Field field={field} label="Résumé" required>
      <div className="flex items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 sm:p-5">
        <FileText aria-hidden="true" className="hidden size-8 shrink-0 text-brand-700 sm:block" />
        <div className="min-w-0 flex-1">
          <input
            {...getInputProps(field, { type: "file", ariaDescribedBy: "resume-hint" })}
            key={field.key}
            accept="application/pdf,.pdf"
            className="block w-full text-sm text-slate-700 file:mr-4 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <p id="resume-hint" className="mt-2 text-sm text-slate-600">
            PDF only, up to 5 MB.
          </p>
        </div>
      </div>
    </Field>
  );
}
