import type { IconRef } from "~/components/content-icons";
import { Reveal } from "~/components/reveal";
import { cn } from "~/utils/cn";
import { IconBadge } from "./icon-badge";
import { stagger } from "./stagger";

type Step = { title: string; description: string; icon: IconRef };

/**
 * A numbered process as an ordered list. A line joins the numbers: down the
 * left edge on small screens, across the top on wide ones.
 */
export function ProcessSteps({ steps, columns = 4 }: { steps: Step[]; columns?: 4 | 5 }) {
  return (
    <ol className={cn("grid gap-8 lg:gap-6", columns === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4")}>
      {steps.map((step, index) => (
        <Reveal
          as="li"
          key={step.title}
          delay={stagger(index)}
          className="relative flex gap-5 lg:flex-col lg:gap-6"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute -bottom-8 left-6 top-12 w-0.5 bg-brand-200 lg:-right-6 lg:bottom-auto lg:left-12 lg:top-6 lg:h-0.5 lg:w-auto"
            />
          ) : null}
          <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-md shadow-brand-600/30 ring-8 ring-slate-50">
            <span className="sr-only">Step </span>
            {index + 1}
          </span>
          <div className="card flex-1 p-6">
            <IconBadge icon={step.icon} size="sm" />
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}
