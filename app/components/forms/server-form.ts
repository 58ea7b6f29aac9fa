import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type * as z from "zod";

type Values<Schema extends z.ZodObject> = z.output<Schema>;

export type ServerFormFields<Schema extends z.ZodObject> = {
  [Name in keyof Values<Schema>]-?: FieldMetadata<Values<Schema>[Name], Values<Schema>, string[]>;
};

export type ServerFormMetadata = {
  id: string;
  /** The form's message box (the error summary), and the target of a refused post's fragment. */
  errorId: string;
  /** Form-level messages of the server's last answer. */
  errors: string[] | undefined;
};

// A schema's constraints never change; every render of a public form asked
// Conform to walk the schema again.
const constraintsKept = new WeakMap<z.ZodObject, ReturnType<typeof getZodConstraint>>();

function constraintsOf(schema: z.ZodObject) {
  let constraints = constraintsKept.get(schema);
  if (!constraints) {
    constraints = getZodConstraint(schema);
    constraintsKept.set(schema, constraints);
  }
  return constraints;
}

/**
 * A public form's fields, built without a hook. Public pages are rendered on
 * the server only and never hydrated, so a form there needs what the first
 * render of Conform's `useForm` gave — ids, the schema's constraints
 * (required, maxLength…), the values and messages of the server's last
 * answer — and none of its browser side (app/browser/form-validation.ts
 * validates there). The kit's fields take these as they take useForm's.
 */
export function serverForm<Schema extends z.ZodObject>(
  schema: Schema,
  { id, lastResult }: { id: string; lastResult?: SubmissionResult<string[]> },
): { form: ServerFormMetadata; fields: ServerFormFields<Schema> } {
  const constraints = constraintsOf(schema);
  const values = lastResult?.initialValue ?? {};
  const errors = lastResult?.error ?? {};
  const messages = (name: string) => errors[name] ?? undefined;

  const fields = Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const value = values[name];
      const fieldErrors = messages(name);
      const metadata = {
        ...constraints[name],
        formId: id,
        key: undefined,
        id: `${id}-${name}`,
        errorId: `${id}-${name}-error`,
        descriptionId: `${id}-${name}-description`,
        name,
        initialValue: value,
        value,
        defaultValue: typeof value === "string" ? value : undefined,
        defaultOptions: typeof value === "string" ? [value] : undefined,
        defaultChecked: value === "on" ? true : undefined,
        errors: fieldErrors,
        allErrors: fieldErrors ? { [name]: fieldErrors } : {},
        valid: !fieldErrors,
        dirty: false,
      };
      return [name, metadata];
    }),
    // The same shape as useForm's metadata for a flat schema (no nested fieldsets or lists).
  ) as unknown as ServerFormFields<Schema>;

  return { form: { id, errorId: `${id}-error`, errors: messages("") }, fields };
}

/**
 * The form element's own attributes: its id, its message box while it has
 * messages, and `noValidate` — the server (and, with JavaScript,
 * app/browser/form-validation.ts) explains mistakes, not the browser's bubbles.
 */
export function serverFormProps(form: ServerFormMetadata) {
  return {
    id: form.id,
    noValidate: true,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}
