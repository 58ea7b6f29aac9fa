import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { FormField, INPUT_CLASSES } from "~/components/ui/form-field";
import { cn } from "~/utils/cn";

/**
 * The form kit: every labelled control is wired from its Conform field —
 * id, name, constraints, the value to show, aria-invalid and the error
 * list (aria-describedby) — in one place.
 */
export type FieldProps<Value, Schema extends Record<string, unknown>> = {
  field: FieldMetadata<Value, Schema, string[]>;
  label: ReactNode;
  required?: boolean;
  className?: string;
};

/** The id of a field's hint, for aria-describedby. */
export const hintId = (field: { id: string }) => `${field.id}-hint`;

/** Conform's props for an input of this type; a hint, if any, is read out with it. */
export function inputProps(
  field: FieldMetadata<unknown, Record<string, unknown>, string[]>,
  type: InputType | "checkbox" | "file",
  hint?: ReactNode,
) {
  const ariaDescribedBy = hint ? hintId(field) : undefined;
  return type === "checkbox"
    ? getInputProps(field, { type, ariaDescribedBy })
    : getInputProps(field, { type, ariaDescribedBy });
}

/** Help text under a control; the control names it in aria-describedby (see hintId). */
export function FieldHint({ field, children }: { field: { id: string }; children: ReactNode }) {
  return (
    <p id={hintId(field)} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A label, any control and the field's messages. */
export function Field<Value, Schema extends Record<string, unknown>>({
  field,
  label,
  required,
  className,
  children,
}: FieldProps<Value, Schema> & { children: ReactNode }) {
  return (
    <FormField
      label={label}
      htmlFor={field.id}
      required={required}
      errors={field.errors}
      errorId={field.errorId}
      errorFor={field.name}
      className={className}
    >
      {children}
    </FormField>
  );
}

type InputType =
  "text" | "email" | "tel" | "url" | "password" | "number" | "date" | "datetime-local" | "search";

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "defaultValue" | "form" | "required"
>;

type Extras = {
  /** Help text under the control, read out with it. */
  hint?: ReactNode;
  /** Added to the kit's input style. */
  inputClassName?: string;
  /** The kit's input style named by one class (STAFF_INPUT_CLASS on staff pages). */
  inputStyle?: string;
};

/** A one-line input. */
export function TextField<Value, Schema extends Record<string, unknown>>({
  field,
  label,
  required,
  className,
  type = "text",
  hint,
  inputClassName,
  inputStyle = INPUT_CLASSES,
  ...input
}: FieldProps<Value, Schema> & NativeInput & Extras & { type?: InputType }) {
  return (
    <Field field={field} label={label} required={required} className={className}>
      <input
        {...inputProps(field, type, hint)}
        key={field.key}
        {...input}
        className={cn(inputStyle, inputClassName)}
      />
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
    </Field>
  );
}

type NativeTextarea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "defaultValue" | "form" | "required"
>;

/** A multi-line input. */
export function TextareaField<Value, Schema extends Record<string, unknown>>({
  field,
  label,
  required,
  className,
  hint,
  inputClassName,
  inputStyle = INPUT_CLASSES,
  ...textarea
}: FieldProps<Value, Schema> & NativeTextarea & Extras) {
  return (
    <Field field={field} label={label} required={required} className={className}>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? hintId(field) : undefined })}
        key={field.key}
        {...textarea}
        className={cn(inputStyle, inputClassName)}
      />
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
    </Field>
  );
}

/** A native select with a "please choose" first option. */
export function SelectField<Value, Schema extends Record<string, unknown>>({
  field,
  label,
  required,
  className,
  placeholder,
  options,
  inputStyle = INPUT_CLASSES,
}: FieldProps<Value, Schema> &
  Pick<Extras, "inputStyle"> & {
    /** The empty first option ("Select …"); left out when a value is always chosen. */
    placeholder?: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  }) {
  return (
    <Field field={field} label={label} required={required} className={className}>
      <select {...getSelectProps(field)} key={field.key} className={inputStyle}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
