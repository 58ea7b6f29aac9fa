import { formatTime } from "~/utils/dates";
import type { AutosaveState } from "./use-autosave";

const TEXT: Record<Exclude<AutosaveState["kind"], "saved">, string> = {
  idle: "Changes to this draft are saved automatically as you type.",
  saving: "Saving draft…",
  invalid: "Not saved automatically yet: fill in the required fields.",
  failed: "Could not save automatically. Your changes are still here; save them with Save Changes.",
};

/** The autosave's last word, announced politely (never interrupting typing). */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      {state.kind === "saved" ? `Draft saved at ${formatTime(state.at)}.` : TEXT[state.kind]}
    </p>
  );
}
