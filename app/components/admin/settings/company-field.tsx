import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";

type CompanyFieldProps = {
  field: FieldMetadata<unknown, Record<string, unknown>, string[]>;
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

/** One input of the Company form: required and without autofill unless said otherwise. */
export function CompanyField({
  required = true,
  autoComplete = "off",
  ...props
}: CompanyFieldProps) {
  return <TextField required={required} autoComplete={autoComplete} {...props} />;
}
