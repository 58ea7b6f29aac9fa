import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";
import { RadioGroupField } from "~/components/forms/radio-group-field";
import { screeningFieldName, type AskedQuestion } from "~/modules/applications/screening-answers";
import {
  SCREENING_LIMITS,
  YES_NO_ANSWERS,
  YES_NO_LABELS,
} from "~/modules/jobs/screening-questions";

type AnyField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

const YES_NO_OPTIONS = YES_NO_ANSWERS.map((value) => ({ value, label: YES_NO_LABELS[value] }));

/**
 * The job's screening questions on the apply form, each as its kind's
 * control: radios for yes/no and one-of, a number input, a short text. The
 * fields come from serverForm with the schema built from the same questions,
 * so the values and messages of a refused post are there.
 */
export function ScreeningFields({
  questions,
  fields,
}: {
  questions: readonly AskedQuestion[];
  /** serverForm's fields for the schema built from these questions. */
  fields: Record<string, unknown>;
}) {
  return questions.map((question) => {
    const field = fields[screeningFieldName(question.id)] as AnyField | undefined;
    if (!field) return null;
    switch (question.kind) {
      case "yes-no":
        return (
          <RadioGroupField
            key={question.id}
            field={field}
            legend={question.text}
            required={question.required}
            options={YES_NO_OPTIONS}
            inline
          />
        );
      case "one-of":
        return (
          <RadioGroupField
            key={question.id}
            field={field}
            legend={question.text}
            required={question.required}
            options={question.options.map((option) => ({ value: option, label: option }))}
          />
        );
      case "number":
        return (
          <TextField
            key={question.id}
            field={field}
            label={question.text}
            required={question.required}
            type="number"
            step="any"
            inputMode="decimal"
            inputClassName="max-w-48"
          />
        );
      case "short-text":
        return (
          <TextField
            key={question.id}
            field={field}
            label={question.text}
            required={question.required}
            maxLength={SCREENING_LIMITS.answer}
          />
        );
    }
  });
}
