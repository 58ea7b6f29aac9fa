import { formatTime } from "~/utils/dates";
import type { AutosaveState } from "./use-autosave";

const TEXT: Record<Exclude<AutosaveState["kind"], "saved" | "failed">, string> = {
  idle: "Changes to this draft are saved automatically as you type.",
  saving: "Saving draft…",
  invalid: "Not saved automatically yet: fill in the required fields.",
};

/** The autosave's last word, announced politely (never interrupting typing); posts and pages. */
export function AutosaveStatus({
  state,
  saveLabel = "Save Changes",
}: {
  state: AutosaveState;
  /** The form's save button, named when an autosave fails. */
  saveLabel?: string;
}) {
  return (
    <p role="status" className="text-sm text-slate-600">
      {state.kind === "saved"
        ? `Draft saved at ${formatTime(state.at)}.`
        : state.kind === "failed"
          ? `Could not save automatically. Your changes are still here; save them with ${saveLabel}.`
          : TEXT[state.kind]}
    </p>
  );
}
