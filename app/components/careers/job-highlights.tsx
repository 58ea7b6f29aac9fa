import { BadgeDollarSign, Hourglass, Laptop, type IconComponent } from "~/components/ui/icons";
import { formatApplyBy, formatSalaryRange, type JobExtras } from "~/modules/jobs/job-format";
import { cn } from "~/utils/cn";

type JobHighlightsProps = {
  job: Partial<JobExtras> & { location?: string };
  /** Cards: short salary and date. */
  compact?: boolean;
  tone?: "light" | "dark";
  className?: string;
};

const NONE: JobExtras = {
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  isRemote: false,
  closingDate: null,
};

/** Salary, "Remote" and "Apply by …" as small pills; nothing when the job names none of them. */
export function JobHighlights({
  job,
  compact = false,
  tone = "light",
  className,
}: JobHighlightsProps) {
  const extras = { ...NONE, ...job };
  const items: Array<{ icon: IconComponent; label: string; text: string }> = [];
  const salary = formatSalaryRange(extras, { compact });
  if (salary) items.push({ icon: BadgeDollarSign, label: "Salary", text: salary });
  // "Remote (US)" as the location already says it.
  if (extras.isRemote && !/\bremote\b/i.test(job.location ?? ""))
    items.push({ icon: Laptop, label: "Workplace", text: "Remote" });
  const applyBy = formatApplyBy(extras, { compact });
  if (applyBy) items.push({ icon: Hourglass, label: "Deadline", text: applyBy });
  if (!items.length) return null;

  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {items.map(({ icon: Icon, label, text }) => (
        <li
          key={label}
          className={cn(
            "pill",
            tone === "dark"
              ? "bg-white/10 px-3 py-1 text-sm text-white ring-white/20"
              : "bg-brand-50 px-2.5 py-1 text-xs text-brand-800 ring-brand-600/20",
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{`${label}: `}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
