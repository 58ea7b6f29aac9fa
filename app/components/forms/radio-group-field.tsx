import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/ui/form-field";
import { cn } from "~/utils/cn";

/**
 * One choice of a few, as radio buttons in a fieldset whose legend asks the
 * question. The group's messages sit under it (`data-error-for` its name, for
 * the browser script); each radio names them while the group is invalid.
 */
export function RadioGroupField<Schema extends Record<string, unknown>>({
  field,
  legend,
  required,
  options,
  inline = false,
  className,
}: {
  field: FieldMetadata<string | undefined, Schema, string[]>;
  legend: string;
  required?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Side by side (Yes / No) rather than one per line. */
  inline?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn("min-w-0 border-0 p-0", className)}>
      <legend className="p-0 text-sm font-medium text-navy-900">
        {legend}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </legend>
      <div className={cn("mt-2", inline ? "flex flex-wrap gap-x-8 gap-y-2" : "space-y-2")}>
        {options.map((option, index) => {
          const id = `${field.id}-${index}`;
          // A schema's enum becomes Conform's `pattern`, which HTML allows only on text inputs.
          const { pattern: _pattern, ...radio } = getInputProps(field, {
            type: "radio",
            value: option.value,
          });
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                {...radio}
                key={`${field.key ?? ""}-${option.value}`}
                id={id}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={id} className="text-sm text-slate-700">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} errorFor={field.name} />
    </fieldset>
  );
}
