import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "~/components/ui/form-field";
import { hintId, inputProps } from "./fields";

/**
 * A checkbox with its label beside it. With a hint, the label is the short
 * name and the hint (read out with it) explains; without, the label is a
 * sentence (a consent, a wish).
 */
export function CheckboxField<Schema extends Record<string, unknown>>({
  field,
  label,
  hint,
  className,
}: {
  field: FieldMetadata<boolean | undefined, Schema, string[]>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...inputProps(field, "checkbox", hint)}
          key={field.key}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        {hint ? (
          <div className="text-sm">
            <label htmlFor={field.id} className="font-medium text-navy-900">
              {label}
            </label>
            <p id={hintId(field)} className="text-slate-600">
              {hint}
            </p>
          </div>
        ) : (
          <label htmlFor={field.id} className="text-sm leading-relaxed text-slate-700">
            {label}
          </label>
        )}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} errorFor={field.name} />
    </div>
  );
}
