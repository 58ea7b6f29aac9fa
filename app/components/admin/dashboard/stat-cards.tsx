import { Briefcase, FileText, Inbox, TrendingUp, type IconComponent } from "~/components/ui/icons";
import type { DashboardFigures } from "~/modules/dashboard/dashboard-figures";
import { formatNumber } from "~/utils/counts";

const STATS: {
  key: keyof DashboardFigures;
  label: string;
  note: string;
  icon: IconComponent;
  tone: string;
}[] = [
  {
    key: "activeJobs",
    label: "Active Jobs",
    note: "Open on the careers page",
    icon: Briefcase,
    tone: "bg-brand-50 text-brand-700",
  },
  {
    key: "totalApplications",
    label: "Total Applications",
    note: "All time",
    icon: FileText,
    tone: "bg-navy-50 text-navy-700",
  },
  {
    key: "newApplications",
    label: "New Applications",
    note: "Not reviewed yet",
    icon: Inbox,
    tone: "bg-amber-50 text-amber-700",
  },
  {
    key: "conversionRate",
    label: "Conversion Rate",
    note: "Reached Offer or Hired",
    icon: TrendingUp,
    tone: "bg-teal-50 text-teal-700",
  },
];

/** The four figures (spec: Active Jobs, Total Applications, New Applications, Conversion Rate). */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {STATS.map(({ key, label, note, icon: Icon, tone }) => (
        // A <div> in a <dl> may hold only its <dt> and <dd>s, so the icon sits in the <dt>.
        <div
          key={key}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <dt className="flex items-start justify-between gap-4 text-sm font-medium text-slate-600">
            {label}
            <span
              className={`-mb-6 hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
          </dt>
          <dd className="mt-2 text-3xl font-bold tabular-nums text-navy-900">
            {typeof figures[key] === "number" ? formatNumber(figures[key]) : figures[key]}
          </dd>
          <dd className="mt-1 text-xs text-slate-600">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
