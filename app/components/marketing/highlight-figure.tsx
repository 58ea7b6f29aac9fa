import type { LucideIcon } from "lucide-react";
import { Reveal } from "~/components/reveal";
import { IconBadge } from "./icon-badge";

type HighlightFigureProps = { value: string; label: string; icon: LucideIcon; delay?: 1 | 2 | 3 };

/** One headline figure on a dark panel. */
export function HighlightFigure({ value, label, icon, delay = 1 }: HighlightFigureProps) {
  return (
    <Reveal
      delay={delay}
      className="relative isolate overflow-hidden rounded-3xl bg-navy-900 p-8 shadow-xl sm:p-10"
    >
      <div aria-hidden="true" className="absolute -bottom-20 -right-20 -z-10 size-64 rounded-full bg-brand-600/40 blur-3xl" />
      <IconBadge icon={icon} tone="dark" />
      <p className="mt-6 text-5xl font-bold tracking-tight text-white sm:text-6xl">{value}</p>
      <p className="mt-3 max-w-xs text-lg leading-relaxed text-navy-100">{label}</p>
    </Reveal>
  );
}
