import { getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { Plus, Trash2 } from "~/components/ui/icons";
import { JOB_LIMITS, type JobInput } from "~/modules/jobs/job-schema";
import { cn } from "~/utils/cn";

type EntryListFieldProps = {
  form: FormMetadata<JobInput, string[]>;
  field: FieldMetadata<string[], JobInput, string[]>;
  /** "Responsibilities" */
  legend: string;
  /** "responsibility": names each row ("Responsibility 2") and the buttons. */
  noun: string;
  hint: string;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A dynamic list of one-line entries with add and remove (the spec's
 * responsibilities and requirements). The list always keeps one row: remove
 * is disabled at one. Without JavaScript the buttons post the form and the
 * server answers with the list changed (Conform intents). The list's message
 * sits under the legend; blank rows are marked invalid and point at it.
 */
export function EntryListField({ form, field, legend, noun, hint }: EntryListFieldProps) {
  const rows = field.getFieldList();
  const listRef = useRef<HTMLOListElement>(null);
  // Where focus goes once the rows have changed (the new row, or the row
  // that took a removed one's place), so keyboard users never land on <body>.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const inputs = listRef.current?.querySelectorAll("textarea");
    inputs?.[Math.min(index, inputs.length - 1)]?.focus();
  }, [rows.length]);

  const listErrors = field.errors ?? [];
  const hintId = `${field.id}-hint`;
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={hintId}>
      <legend className="p-0 text-base font-semibold text-navy-900">
        {legend}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <FieldErrors id={field.errorId} errors={listErrors} />
      <ol ref={listRef} className="mt-3 space-y-3">
        {rows.map((row, index) => {
          const blank = !(row.value ?? "").trim();
          const invalid = Boolean(row.errors?.length) || (listErrors.length > 0 && blank);
          const label = `${capitalize(noun)} ${index + 1}`;
          return (
            <li key={row.key} className="flex items-start gap-2 sm:gap-3">
              <span
                aria-hidden="true"
                className="mt-2.5 w-6 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-500"
              >
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={row.id} className="sr-only">
                  {label}
                </label>
                {/* A textarea that grows with its text, so long entries stay readable on phones. */}
                <textarea
                  {...getTextareaProps(row)}
                  key={row.key}
                  rows={1}
                  maxLength={JOB_LIMITS.listEntry}
                  required={false}
                  aria-invalid={invalid || undefined}
                  aria-describedby={
                    invalid ? cn(row.errors?.length ? row.errorId : null, field.errorId) : undefined
                  }
                  // One line per entry: Enter never adds a line break.
                  onKeyDown={(event) => {
                    if (event.key === "Enter") event.preventDefault();
                  }}
                  className={cn(INPUT_CLASSES, "field-sizing-content min-h-[42px] resize-none")}
                />
                <FieldErrors id={row.errorId} errors={row.errors} />
              </div>
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
                onClick={() => {
                  focusRow.current = index;
                }}
                disabled={rows.length <= 1}
                title={`Remove ${noun} ${index + 1}`}
                className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 transition-colors hover:border-red-200 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-200 disabled:hover:bg-white disabled:hover:text-slate-600"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {label.toLowerCase()}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {rows.length < JOB_LIMITS.listEntries ? (
        <Button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: "" })}
          type="submit"
          variant="secondary"
          onClick={() => {
            focusRow.current = rows.length;
          }}
          className="ml-8 mt-3 sm:ml-9"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add {noun}
        </Button>
      ) : null}
    </fieldset>
  );
}
