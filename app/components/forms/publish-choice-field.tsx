import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { PUBLISH_CHOICES, type PublishChoice } from "~/utils/publish-choice";
import { cn } from "~/utils/cn";

export type PublishChoiceCopy = Record<PublishChoice, { label: string; hint: ReactNode }>;

type PublishChoiceFieldProps<Schema extends Record<string, unknown>> = {
  legend: string;
  /** The radio group (now / schedule / draft). */
  choice: FieldMetadata<string, Schema, string[]>;
  /** The time, on the company's clock; sent with every choice, used by a schedule only. */
  at: FieldMetadata<string, Schema, string[]>;
  atLabel: string;
  copy: PublishChoiceCopy;
};

/**
 * When something goes live, as one choice: publish now, schedule (with its
 * time, required then) or save as a draft. The time field sits under its
 * option and is always in the page, so the form works before the script runs;
 * choosing another option keeps what was typed but the server ignores it.
 */
export function PublishChoiceField<Schema extends Record<string, unknown>>({
  legend,
  choice,
  at,
  atLabel,
  copy,
}: PublishChoiceFieldProps<Schema>) {
  const current = choice.value ?? choice.initialValue;
  const scheduling = current === "schedule";
  const atHintId = `${at.id}-hint`;
  return (
    <fieldset aria-describedby={choice.errorId}>
      <legend className="text-base font-semibold text-navy-900">{legend}</legend>
      <div className="mt-3 space-y-3">
        {PUBLISH_CHOICES.map((value) => {
          const id = `${choice.id}-${value}`;
          const hintId = `${id}-hint`;
          return (
            <div
              key={value}
              className={cn(
                "rounded-xl border p-4",
                current === value ? "border-brand-600 bg-brand-50/40" : "border-slate-200",
              )}
            >
              <div className="flex items-start gap-3">
                <input
                  {...getInputProps(choice, { type: "radio", value })}
                  key={`${choice.key}-${value}`}
                  id={id}
                  aria-describedby={hintId}
                  className="mt-0.5 size-5 shrink-0 accent-brand-600"
                />
                <div className="min-w-0">
                  <label htmlFor={id} className="font-medium text-navy-900">
                    {copy[value].label}
                  </label>
                  <p id={hintId} className="mt-0.5 text-sm text-slate-600">
                    {copy[value].hint}
                  </p>
                </div>
              </div>
              {value === "schedule" ? (
                <div className="mt-4 sm:pl-8">
                  <label htmlFor={at.id} className="block text-sm font-medium text-navy-900">
                    {atLabel}
                    {scheduling ? (
                      <span className="text-red-700" aria-hidden="true">
                        {" "}
                        *
                      </span>
                    ) : null}
                  </label>
                  <input
                    {...getInputProps(at, { type: "datetime-local", ariaDescribedBy: atHintId })}
                    key={at.key}
                    required={scheduling}
                    className={cn(INPUT_CLASSES, "mt-1.5 max-w-xs")}
                  />
                  <p id={atHintId} className="mt-1.5 text-sm text-slate-600">
                    Needed when scheduling; ignored otherwise.
                  </p>
                  <FieldErrors id={at.errorId} errors={at.errors} />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldErrors id={choice.errorId} errors={choice.errors} />
    </fieldset>
  );
}
