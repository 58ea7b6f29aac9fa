import {
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { $ZodErrorMap } from "zod/v4/core";

type SchemaFormOptions<Shape> = {
  /** The form's id: Conform names every field's id after it. */
  id: string;
  /** The action's reply to the last post (errors and values as typed). */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Shape>;
  /**
   * When a field is first checked: on leaving it (long forms, so a mistake
   * shows before the end), or only on submit (one or two fields, codes).
   */
  validate?: "onBlur" | "onSubmit";
  /** When a field with a message is checked again; "onSubmit" keeps a select's message until then. */
  revalidate?: "onInput" | "onSubmit";
  /** The browser's constraints, when they come from a schema without the cross-field rules. */
  constraint?: ReturnType<typeof getZodConstraint>;
  /** Reshapes the posted fields before they are checked, as the action does (empty list rows dropped). */
  prepare?: (formData: FormData) => FormData;
  /** Messages for issues the schema's own cannot word, as the action words them. */
  error?: $ZodErrorMap;
};

// A schema's constraints, walked once: a large schema (the page editor's 22
// block types) costs a noticeable moment per render otherwise.
const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/**
 * The one Conform setup of the staff forms: the browser validates with the
 * same Zod schema the action parses with, takes the required/length
 * constraints from it, and rechecks a field with a message as it is typed.
 */
export function useSchemaForm<
  Schema extends z.ZodType,
  // The fields' shape; a form may name it when its defaults are typed by hand.
  Shape extends Record<string, unknown> = Extract<z.input<Schema>, Record<string, unknown>>,
>(
  schema: Schema,
  {
    id,
    lastResult,
    defaultValue,
    validate = "onBlur",
    revalidate = "onInput",
    constraint,
    prepare = (formData) => formData,
    error,
  }: SchemaFormOptions<Shape>,
) {
  return useForm<Shape, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: constraint ?? constraintOf(schema),
    shouldValidate: validate,
    shouldRevalidate: revalidate,
    onValidate: ({ formData }) =>
      parseWithZod(prepare(formData), { schema, error }) as Submission<
        Shape,
        string[],
        z.output<Schema>
      >,
  });
}
