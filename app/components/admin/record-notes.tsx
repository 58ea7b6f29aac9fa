import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { NotebookPen } from "~/components/ui/icons";
import { NOTE_MAX_LENGTH, NoteSchema } from "~/modules/notes/note-schema";
import { formatAdminDateTime, isoDate } from "~/utils/dates";
import { formatNumber } from "~/utils/counts";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

export const NOTE_INTENT = "add-note";

export type NoteItem = { id: string; authorName: string; body: string; createdAt: string | Date };

function NoteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(NoteSchema, {
    id: "note-form",
    lastResult,
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <label htmlFor={fields.body.id} className="block text-sm font-medium text-navy-900">
          Add a note
        </label>
        <p id={`${fields.body.id}-hint`} className="mt-0.5 text-xs text-slate-600">
          Up to {formatNumber(NOTE_MAX_LENGTH)} characters.
        </p>
        <textarea
          {...getTextareaProps(fields.body, { ariaDescribedBy: `${fields.body.id}-hint` })}
          key={fields.body.key}
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          className={`${INPUT_CLASSES} mt-1.5`}
        />
        <FieldErrors id={fields.body.errorId} errors={fields.body.errors} />
      </div>
      <SubmitButton intent={NOTE_INTENT} pendingLabel="Saving..." variant="secondary">
        <NotebookPen aria-hidden="true" className="size-4" />
        Add note
      </SubmitButton>
    </Form>
  );
}

/**
 * Internal notes on a record (an application, an inquiry): the add form, then
 * the notes, newest first. The page's action answers NOTE_INTENT.
 */
export function RecordNotes({
  notes,
  lastResult,
}: {
  notes: NoteItem[];
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <div>
      {/* A new key after each added note empties the form. */}
      <NoteForm key={notes[0]?.id ?? "none"} lastResult={lastResult} />
      {notes.length ? (
        <ol
          aria-label="Notes, newest first"
          className="mt-6 space-y-4 border-t border-slate-100 pt-5"
        >
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-slate-50 p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-slate-600">
                <span className="text-sm font-semibold text-navy-900">{note.authorName}</span>
                <time dateTime={isoDate(note.createdAt)}>
                  {formatAdminDateTime(note.createdAt)}
                </time>
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">No notes yet.</p>
      )}
    </div>
  );
}
