import { useEffect, useState } from "react";
import { AUTOSAVED_EVENT, snapshot, type ReadPost } from "~/components/admin/forms/unsaved-changes";

/** How often a changed draft is sent (the server keeps one autosave revision, replaced each time). */
export const AUTOSAVE_INTERVAL_MS = 4_000;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "invalid" }
  | { kind: "failed" };

/**
 * Every few seconds, when the form holds something other than what was last
 * saved, posts it to `url` (the autosave route: a draft's content only,
 * never its publishing). Off without a url (new and published posts).
 */
export function useAutosave(
  formId: string,
  url: string | undefined,
  /** How the post reads, when one value can be sent in two shapes (see `snapshot`). */
  read?: ReadPost,
): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!url || !(form instanceof HTMLFormElement)) return;
    let saved = snapshot(form, read);
    let busy = false;
    const timer = window.setInterval(async () => {
      const now = snapshot(form, read);
      if (busy || now === saved) return;
      busy = true;
      setState({ kind: "saving" });
      try {
        const response = await fetch(url, { method: "POST", body: new FormData(form) });
        const answer = (await response.json()) as { status: string; savedAt?: string };
        if (answer.status === "saved" && answer.savedAt) {
          saved = now;
          setState({ kind: "saved", at: new Date(answer.savedAt) });
          form.dispatchEvent(new Event(AUTOSAVED_EVENT));
        } else if (answer.status === "published" || answer.status === "stale") {
          // Published or saved meanwhile (this form's own save, or another tab's): the
          // changes go live only when saved, and a late autosave never overwrites a save.
          window.clearInterval(timer);
          setState({ kind: "idle" });
        } else if (answer.status === "invalid") {
          // Not again until the form changes: the field messages say what is missing.
          saved = now;
          setState({ kind: "invalid" });
        } else {
          setState({ kind: "failed" });
        }
      } catch {
        setState({ kind: "failed" });
      } finally {
        busy = false;
      }
    }, AUTOSAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [formId, url, read]);
  return state;
}
