import { Reveal } from "~/components/reveal";
import { cn } from "~/utils/cn";
import { stagger } from "./stagger";

type Stat = { value: string; label: string };
type StatListProps = { stats: Stat[]; tone?: "light" | "dark"; className?: string };

/** Big figures with labels, as a description list (label first for screen readers). */
export function StatList({ stats, tone = "light", className }: StatListProps) {
  const dark = tone === "dark";
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4", className)}>
      {stats.map((stat, index) => (
        <Reveal
          key={stat.label}
          delay={stagger(index)}
          className={cn(
            "flex flex-col-reverse gap-1 border-l-2 pl-4",
            dark ? "border-accent-400/60" : "border-brand-600",
          )}
        >
          <dt className={cn("text-sm leading-snug", dark ? "text-navy-200" : "text-slate-600")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-3xl font-bold tracking-tight sm:text-4xl",
              dark ? "text-white" : "text-navy-900",
            )}
          >
            {stat.value}
          </dd>
        </Reveal>
      ))}
    </dl>
  );
}
