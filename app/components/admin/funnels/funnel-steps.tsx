import { useId } from "react";
import type { FunnelStep } from "~/modules/funnels/funnel-report";
import { formatNumber } from "~/utils/counts";

/** A step's share of the step before: "67%", or "—" when there is nothing before it. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/**
 * One funnel as a list of steps, each with its count, a bar as wide as its
 * share of the largest step, and its rate from the step before, in words
 * (the bar is decoration; everything it shows is in the text).
 */
export function FunnelSteps({
  title,
  description,
  steps,
}: {
  title: string;
  description: string;
  steps: FunnelStep[];
}) {
  const id = useId();
  const largest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{description}</p>
      <ol className="mt-4 space-y-3" aria-label={`${title}, step by step`}>
        {steps.map((step, index) => (
          <li key={step.key}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
              <span className="font-medium text-navy-900">
                {index + 1}. {step.label}
              </span>
              <span className="text-slate-600">
                <span className="text-base font-semibold tabular-nums text-navy-900">
                  {formatNumber(step.count)}
                </span>
                {index > 0 ? <> · {formatRate(step.rate)} of the step before</> : null}
              </span>
            </div>
            {/* SVG: its width is an attribute, which the admin's CSP allows (no inline style). */}
            <svg aria-hidden="true" className="mt-1 block h-2.5 w-full">
              <rect width="100%" height="100%" rx={5} className="fill-slate-100" />
              {step.count > 0 ? (
                <rect
                  width={`${Math.min(100, (step.count / largest) * 100).toFixed(1)}%`}
                  height="100%"
                  rx={5}
                  className="fill-brand-600"
                />
              ) : null}
            </svg>
          </li>
        ))}
      </ol>
    </section>
  );
}
