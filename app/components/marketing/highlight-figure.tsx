import type { IconRef } from "~/components/content-icons";
import { Reveal } from "~/components/reveal";
import { IconBadge } from "./icon-badge";

type HighlightFigureProps = {
  /** Small qualifier shown above the figure, e.g. "Up to". */
  prefix?: string;
  value: string;
  label: string;
  icon: IconRef;
  delay?: 1 | 2 | 3;
};

/** One headline figure on a dark panel. */
export function HighlightFigure({ prefix, value, label, icon, delay = 1 }: HighlightFigureProps) {
  return (
    <Reveal
      delay={delay}
      className="relative isolate overflow-hidden rounded-3xl bg-navy-900 p-8 shadow-xl sm:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute -bottom-20 -right-20 -z-10 size-64 rounded-full bg-brand-600/40 blur-3xl"
      />
      <IconBadge icon={icon} tone="dark" />
      <p className="mt-6">
        {prefix ? (
          <span className="block text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
            {prefix}{" "}
          </span>
        ) : null}
        <span className="mt-1 block text-6xl font-bold tracking-tight text-white sm:text-7xl">
          {value}
        </span>
      </p>
      <p className="mt-3 max-w-xs text-lg leading-relaxed text-navy-100">{label}</p>
    </Reveal>
  );
}
