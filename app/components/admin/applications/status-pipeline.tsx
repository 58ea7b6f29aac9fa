import { Check, UserX } from "~/components/ui/icons";
import {
  APPLICATION_PIPELINE,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from "~/modules/applications/application-status";
import { cn } from "~/utils/cn";

type StepState = "done" | "current" | "upcoming" | "skipped";

const CIRCLE: Record<StepState, string> = {
  done: "bg-accent-600 text-white",
  current: "bg-brand-600 text-white ring-4 ring-brand-100",
  upcoming: "border-2 border-slate-300 bg-white text-slate-600",
  skipped: "border-2 border-dashed border-slate-300 bg-slate-50 text-slate-600",
};

const STATE_TEXT: Record<StepState, string> = {
  done: "completed",
  current: "current step",
  upcoming: "not reached",
  skipped: "skipped",
};

/**
 * New → Review → Interview → Offer → Hired, with the current step
 * highlighted and only the steps the application has been at ticked (a step
 * jumped over reads "skipped"); Rejected or Withdrawn (possible from any
 * step) is shown below the steps.
 */
export function StatusPipeline({
  status,
  reached,
}: {
  status: ApplicationStatus;
  /** The steps it has been at (stepsReached): its history, not its position. */
  reached: readonly ApplicationStatus[];
}) {
  const rejected = status === "rejected";
  const withdrawn = status === "withdrawn";
  const currentIndex =
    rejected || withdrawn
      ? APPLICATION_PIPELINE.length
      : (APPLICATION_PIPELINE as readonly string[]).indexOf(status);
  const stateOf = (index: number): StepState => {
    if (index === currentIndex) return "current";
    if (index > currentIndex) return "upcoming";
    return reached.includes(APPLICATION_PIPELINE[index]!) ? "done" : "skipped";
  };
  return (
    <div>
      <ol aria-label="Hiring pipeline" className="grid grid-cols-5">
        {APPLICATION_PIPELINE.map((step, index) => {
          const state = stateOf(index);
          const last = index === APPLICATION_PIPELINE.length - 1;
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              className="relative flex flex-col items-center text-center"
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute left-1/2 top-4 h-0.5 w-full",
                    state === "done" && stateOf(index + 1) !== "skipped"
                      ? "bg-accent-600"
                      : "bg-slate-200",
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  "relative flex size-8 items-center justify-center rounded-full text-sm font-semibold",
                  CIRCLE[state],
                )}
              >
                {state === "done" ? <Check className="size-4 stroke-3" /> : index + 1}
              </span>
              <span
                className={cn(
                  "mt-2 text-xs font-medium sm:text-sm",
                  state === "current" ? "font-semibold text-brand-700" : "text-slate-700",
                  state === "skipped" && "text-slate-600",
                )}
              >
                {APPLICATION_STATUS_LABELS[step]}
                <span className="sr-only"> ({STATE_TEXT[state]})</span>
              </span>
            </li>
          );
        })}
      </ol>
      {rejected ? (
        <p className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <UserX aria-hidden="true" className="mt-px size-5 shrink-0 text-slate-600" />
          <span>
            <strong className="font-semibold text-navy-900">Rejected.</strong> This application has
            left the pipeline; move it to a step to reopen it.
          </span>
        </p>
      ) : null}
      {withdrawn ? (
        <p className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <UserX aria-hidden="true" className="mt-px size-5 shrink-0 text-slate-600" />
          <span>
            <strong className="font-semibold text-navy-900">Withdrawn.</strong> The candidate
            withdrew this application; move it to a step to reopen it.
          </span>
        </p>
      ) : null}
    </div>
  );
}
