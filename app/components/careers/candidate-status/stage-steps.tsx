import { Check } from "~/components/ui/icons";
import {
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGES,
  type CandidateStage,
} from "~/modules/candidate-status/candidate-status-schema";
import { cn } from "~/utils/cn";

type StepState = "done" | "current" | "upcoming" | "not-reached";

const STATE_TEXT: Record<StepState, string> = {
  done: "done",
  current: "current stage",
  upcoming: "still to come",
  "not-reached": "not reached",
};

/**
 * Received → In review → Interview → Offer → Closed, the current stage
 * marked (aria-current) and only the stages the application has really been
 * at ticked. On a phone the steps stack; from `sm` they run in a row.
 */
export function StageSteps({
  stage,
  reached,
}: {
  stage: CandidateStage;
  reached: readonly CandidateStage[];
}) {
  const current = CANDIDATE_STAGES.indexOf(stage);
  const stateOf = (index: number): StepState => {
    if (index === current) return "current";
    if (index > current) return "upcoming";
    return reached.includes(CANDIDATE_STAGES[index]!) ? "done" : "not-reached";
  };
  return (
    <ol aria-label="Stages of your application" className="grid gap-3 sm:grid-cols-5 sm:gap-2">
      {CANDIDATE_STAGES.map((step, index) => {
        const state = stateOf(index);
        return (
          <li
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-lg border px-3 py-2 sm:flex-col sm:gap-2 sm:text-center",
              state === "current"
                ? "border-brand-600 bg-brand-50 text-navy-900"
                : "border-slate-200 bg-white text-slate-700",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                state === "done" && "bg-accent-600 text-white",
                state === "current" && "bg-brand-600 text-white",
                (state === "upcoming" || state === "not-reached") &&
                  "border-2 border-slate-300 bg-white text-slate-600",
              )}
            >
              {state === "done" ? <Check className="size-4 stroke-3" /> : index + 1}
            </span>
            <span className={cn("text-sm", state === "current" && "font-semibold")}>
              {CANDIDATE_STAGE_LABELS[step]}
              <span className="sr-only"> ({STATE_TEXT[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
