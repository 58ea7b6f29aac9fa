import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField, INPUT_CLASSES } from "~/components/ui/form-field";

type CompanyFieldProps = {
  field: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "email" | "tel" | "url";
  maxLength: number;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "decimal";
  /** A short explanation under the input, read with it by screen readers. */
  hint?: string;
  className?: string;
};

/** One labelled input of the Company form, with its hint and its messages. */
export function CompanyField({
  field,
  label,
  type = "text",
  maxLength,
  required = true,
  autoComplete = "off",
  placeholder,
  inputMode,
  hint,
  className,
}: CompanyFieldProps) {
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : "", field.errors?.length ? field.errorId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <FormField
      label={label}
      htmlFor={field.id}
      required={required}
      errors={field.errors}
      errorId={field.errorId}
      className={className}
    >
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASSES}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </FormField>
  );
}
