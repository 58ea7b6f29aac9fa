import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export type BadgeTone = "green" | "slate" | "blue" | "amber" | "violet" | "red" | "teal";

const TONES: Record<BadgeTone, string> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
  blue: "bg-brand-50 text-brand-800 ring-brand-600/20",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/20",
  violet: "bg-violet-50 text-violet-800 ring-violet-600/20",
  red: "bg-red-50 text-red-800 ring-red-600/20",
  teal: "bg-teal-50 text-teal-800 ring-teal-600/20",
};

/** A small pill for states (Active, Draft, New, Hired…). Text carries the meaning; colour only helps. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
