import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SelectField, TextareaField, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form-field";
import { Plus } from "~/components/ui/icons";
import type { JobInput } from "~/modules/jobs/job-schema";
import {
  newScreeningQuestion,
  SCREENING_KIND_LABELS,
  SCREENING_KINDS,
  SCREENING_LIMITS,
  YES_NO_ANSWERS,
  YES_NO_LABELS,
  type ScreeningKind,
  type ScreeningQuestionInput,
} from "~/modules/jobs/screening-questions";

type QuestionsField = FieldMetadata<ScreeningQuestionInput[], JobInput, string[]>;

const KNOCKOUT_ANSWER_OPTIONS = YES_NO_ANSWERS.map((value) => ({
  value,
  label: `Answering ${YES_NO_LABELS[value]}`,
}));

const ROW_BUTTON = "px-3 py-2 text-sm";

/** The fields only a question of this kind has. */
function KindFields({
  kind,
  fields,
}: {
  kind: ScreeningKind;
  fields: ReturnType<FieldMetadata<ScreeningQuestionInput, JobInput, string[]>["getFieldset"]>;
}) {
  switch (kind) {
    case "yes-no":
      return (
        <SelectField
          field={fields.knockoutAnswer}
          label="Knockout"
          placeholder="No knockout"
          options={KNOCKOUT_ANSWER_OPTIONS}
        />
      );
    case "one-of":
      return (
        <>
          <TextareaField
            field={fields.options}
            label="Options"
            required
            rows={4}
            hint={`One per line, 2 to ${SCREENING_LIMITS.options}; the candidate picks one.`}
          />
          <TextareaField
            field={fields.knockoutOptions}
            label="Knockout answers"
            rows={2}
            hint="Options from above, one per line, that flag the application."
          />
        </>
      );
    case "number":
      return (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.min} label="Minimum" type="number" step="any" />
            <TextField field={fields.max} label="Maximum" type="number" step="any" />
          </div>
          <CheckboxField
            field={fields.knockoutOutside}
            label="Knockout outside the range"
            hint="Answers below the minimum or above the maximum are accepted and flag the application, instead of being refused."
          />
        </>
      );
    case "short-text":
      return (
        <p className="text-sm text-slate-600">
          The candidate answers in up to {SCREENING_LIMITS.answer} characters.
        </p>
      );
  }
}

/**
 * The job's screening questions: add one of a kind, edit, move up or down,
 * remove. Every button is a submit button with a Conform intent, so without
 * JavaScript the server answers with the list changed and everything typed
 * kept, like the responsibilities list.
 */
export function ScreeningQuestionsField({
  form,
  field,
}: {
  form: FormMetadata<JobInput, string[]>;
  field: QuestionsField;
}) {
  const rows = field.getFieldList();
  const hintId = `${field.id}-hint`;
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={hintId}>
      <legend className="p-0 text-base font-semibold text-navy-900">Screening questions</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Optional. Asked on the application form. A knockout answer never rejects anyone: the
        application is flagged for you to judge.
      </p>
      <FieldErrors id={field.errorId} errors={field.errors} />
      {rows.length ? (
        <ol className="mt-4 space-y-4">
          {rows.map((row, index) => {
            const question = row.getFieldset();
            const kind = (question.kind.value ?? question.kind.initialValue) as ScreeningKind;
            const number = index + 1;
            return (
              <li key={row.key} className="rounded-xl border border-slate-200 p-4 sm:p-5">
                <input {...getInputProps(question.id, { type: "hidden" })} key={question.id.key} />
                <input
                  {...getInputProps(question.kind, { type: "hidden" })}
                  key={question.kind.key}
                />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="text-sm font-semibold text-navy-900">
                    Question {number}
                    <span className="font-normal text-slate-600">
                      {" "}
                      · {SCREENING_KIND_LABELS[kind] ?? kind}
                    </span>
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      {...form.reorder.getButtonProps({
                        name: field.name,
                        from: index,
                        to: index - 1,
                      })}
                      type="submit"
                      variant="secondary"
                      disabled={index === 0}
                      className={ROW_BUTTON}
                    >
                      Move up<span className="sr-only"> question {number}</span>
                    </Button>
                    <Button
                      {...form.reorder.getButtonProps({
                        name: field.name,
                        from: index,
                        to: index + 1,
                      })}
                      type="submit"
                      variant="secondary"
                      disabled={index === rows.length - 1}
                      className={ROW_BUTTON}
                    >
                      Move down<span className="sr-only"> question {number}</span>
                    </Button>
                    <Button
                      {...form.remove.getButtonProps({ name: field.name, index })}
                      type="submit"
                      variant="danger"
                      className={ROW_BUTTON}
                    >
                      Remove<span className="sr-only"> question {number}</span>
                    </Button>
                  </div>
                </div>
                <div className="mt-4 space-y-4">
                  <TextField
                    field={question.text}
                    label={`Question ${number}`}
                    required
                    maxLength={SCREENING_LIMITS.text}
                    placeholder="e.g. Are you authorised to work in the US?"
                  />
                  <CheckboxField
                    field={question.required}
                    label="Required"
                    hint="The candidate must answer."
                  />
                  <KindFields kind={kind} fields={question} />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {rows.length < SCREENING_LIMITS.questions ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {SCREENING_KINDS.map((kind) => (
            <Button
              key={kind}
              {...form.insert.getButtonProps({
                name: field.name,
                defaultValue: newScreeningQuestion(kind),
              })}
              type="submit"
              variant="secondary"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add {SCREENING_KIND_LABELS[kind].toLowerCase()} question
            </Button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
