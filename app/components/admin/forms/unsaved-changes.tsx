import { useCallback, useEffect, useId, useRef } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** Fired on a form when what it holds was saved without leaving the page. */
export const AUTOSAVED_EVENT = "autosaved";

/**
 * How a form's post reads when the same values can be sent in more than one
 * shape (the page editor's closed blocks send theirs as JSON, open ones field
 * by field): the snapshot compares the read post, without empty values.
 */
export type ReadPost = (formData: FormData) => FormData;

/** What the form would send, comparable as one string (files by name and size). */
export function snapshot(form: HTMLFormElement, read?: ReadPost): string {
  const formData = new FormData(form);
  const entries = [...(read ? read(formData) : formData)].map(([name, value]) => [
    name,
    typeof value === "string" ? value : `${value.name}:${value.size}`,
  ]);
  if (!read) return JSON.stringify(entries);
  // Opening a block changes where its values are sent from, not what they are.
  return JSON.stringify(
    entries.filter(([, value]) => value !== "").sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );
}

/**
 * Asks before a half-filled form is left: in-app navigation (links, Cancel,
 * Back) opens a dialog; closing or reloading the tab gets the browser's own
 * prompt. "Changed" means the form would now send something other than it did
 * when the page loaded, so typing a value and deleting it again asks nothing.
 * Submitting the form itself (it posts to its own page) is never held up.
 */
export function UnsavedChangesGuard({ formId, read }: { formId: string; read?: ReadPost }) {
  const initial = useRef<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const isDirty = useCallback(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || initial.current === null) return false;
    return snapshot(form, read) !== initial.current;
  }, [formId, read]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    initial.current = snapshot(form, read);
    // An autosave (use-autosave.ts) has kept what is in the form now.
    const onAutosaved = () => {
      initial.current = snapshot(form, read);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    form.addEventListener(AUTOSAVED_EVENT, onAutosaved);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      form.removeEventListener(AUTOSAVED_EVENT, onAutosaved);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [formId, isDirty, read]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirty(),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocker.state === "blocked" && !element.open) element.showModal();
    if (blocker.state !== "blocked" && element.open) element.close();
  }, [blocker.state]);

  const stay = () => blocker.reset?.();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-left shadow-2xl backdrop:bg-navy-950/50"
      // Escape and a click on the backdrop both mean "stay".
      onCancel={stay}
      onClick={(event) => {
        if (event.target === event.currentTarget) stay();
      }}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          Leave without saving?
        </h2>
        <p id={bodyId} className="mt-2 text-sm text-slate-600">
          You have unsaved changes on this page. If you leave now, they will be lost.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={stay} autoFocus>
            Stay on this page
          </button>
          <button
            type="button"
            className={buttonClasses(
              "primary",
              "md",
              "bg-red-600 hover:bg-red-700 focus-visible:outline-red-600",
            )}
            onClick={() => blocker.proceed?.()}
          >
            Leave without saving
          </button>
        </div>
      </div>
    </dialog>
  );
}
