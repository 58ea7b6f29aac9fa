import { Link } from "react-router";
import type { IconComponent } from "~/components/ui/icons";
import { formatNumber } from "~/utils/counts";

export type WorkCard = {
  label: string;
  value: number;
  note: string;
  /** The list this figure counts, filtered to it. */
  to: string;
  icon: IconComponent;
  tone: string;
};

/**
 * A role's figures as cards that open the list they count (an editor's posts
 * by state, a recruiter's unanswered inquiries).
 */
export function WorkCards({
  label,
  cards,
  className = "grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4",
}: {
  label: string;
  cards: WorkCard[];
  className?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {cards.map(({ label: name, value, note, to, icon: Icon, tone }) => (
        <li key={name}>
          <Link
            to={to}
            className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 sm:p-5"
          >
            <span className="flex items-start justify-between gap-4 text-sm font-medium text-slate-600">
              {name}
              <span
                className={`-mb-6 hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
            </span>
            <span className="mt-2 block text-3xl font-bold tabular-nums text-navy-900">
              {formatNumber(value)}
            </span>
            <span className="mt-1 block text-xs text-slate-600">{note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
