import type { ReactNode } from "react";
import { FileText } from "~/components/ui/icons";
import { Field, hintId, inputProps, type FieldProps } from "./fields";

/** A native file input (keyboard and screen-reader friendly) in a dashed drop area. */
export function FileField<Schema extends Record<string, unknown>>({
  field,
  label,
  required,
  className,
  accept,
  hint,
}: FieldProps<File | undefined, Schema> & {
  /** The types the server takes, e.g. "application/pdf,.pdf". */
  accept: string;
  /** What the server takes, read out with the control ("PDF only, up to 5 MB."). */
  hint?: ReactNode;
}) {
  return (
    <Field field={field} label={label} required={required} className={className}>
      <div className="flex items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 sm:p-5">
        <FileText aria-hidden="true" className="hidden size-8 shrink-0 text-brand-700 sm:block" />
        <div className="min-w-0 flex-1">
          <input
            {...inputProps(field, "file", hint)}
            key={field.key}
            accept={accept}
            className="block w-full text-sm text-slate-700 file:mr-4 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          {hint ? (
            <p id={hintId(field)} className="mt-2 text-sm text-slate-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </Field>
  );
}
