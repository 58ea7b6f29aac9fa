import { useId, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

type ConfirmDialogProps = {
  /** The dialog's heading, e.g. the spec's 'Confirm Deletion'. */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The button that opens the dialog (give icon-only triggers an aria-label). */
  trigger: {
    content: ReactNode;
    className: string;
    "aria-label"?: string;
    /** Help about the action, read with the trigger. */
    "aria-describedby"?: string;
    title?: string;
  };
  /** Hidden fields posted when the user confirms (intent, id…). */
  fields: Record<string, string>;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Where the form posts; defaults to the current route. */
  action?: string;
  /**
   * A page that asks the same question without JavaScript (a confirm step):
   * until the page is hydrated the trigger is a link there, as a <dialog>
   * cannot open without a script.
   */
  fallbackHref?: string;
};

/**
 * A modal confirmation built on the native <dialog>: the browser traps focus,
 * Escape cancels and focus returns to the trigger. Confirming posts a normal
 * form, so the server action decides and redirects as usual. With
 * `fallbackHref`, the trigger works before hydration (and without
 * JavaScript) as a link to a confirm step.
 */
export function ConfirmDialog({
  title,
  children,
  trigger,
  fields,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  action,
  fallbackHref,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const hydrated = useHydrated();
  const { content, ...triggerProps } = trigger;
  if (fallbackHref && !hydrated) {
    return (
      <Link to={fallbackHref} {...triggerProps}>
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        {...triggerProps}
        onClick={() => dialog.current?.showModal()}
      >
        {content}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-left shadow-2xl backdrop:bg-navy-950/50"
        // A click on the backdrop (the dialog element itself) cancels.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm text-slate-600">
            {children}
          </div>
          <Form
            method="post"
            action={action}
            className="mt-6 flex flex-wrap justify-end gap-3"
            onSubmit={() => dialog.current?.close()}
          >
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => dialog.current?.close()}
              autoFocus
            >
              {cancelLabel}
            </button>
            <SubmitButton
              pendingLabel={confirmLabel}
              className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
            >
              {confirmLabel}
            </SubmitButton>
          </Form>
        </div>
      </dialog>
    </>
  );
}
