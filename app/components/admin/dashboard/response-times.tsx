import { useId } from "react";
import { Link } from "react-router";
import { Timer } from "~/components/ui/icons";
import type { ResponseFigures, ResponseWeek } from "~/modules/dashboard/response-figures";
import { weekLabel, weekRangeLabel } from "~/modules/dashboard/weeks";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { countNoun, formatCount, formatNumber } from "~/utils/counts";

export const OVERDUE_INBOX = "/admin/applications?response=overdue&sort=overdue";

const days = (value: number) => `${value.toFixed(1)} ${countNoun(value, "business day")}`;

function share(week: Pick<ResponseWeek, "decided" | "withinTarget" | "sharePercent">) {
  if (week.sharePercent === null) return "–";
  return `${week.sharePercent}% (${formatNumber(week.withinTarget)} of ${formatNumber(week.decided)})`;
}

/**
 * No ghosting on the dashboard (issue 30 item 2): how many applications
 * were answered within the response target and how soon, per week they came
 * in, as figures and a plain table (server-rendered, read as it is).
 */
export function ResponseTimes({ figures }: { figures: ResponseFigures }) {
  const id = useId();
  const { total } = figures;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Timer aria-hidden="true" className="h-5 w-5" />
        </span>
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
            Response times
          </h2>
          <p className="text-sm text-slate-600">
            Target: a first answer within {formatCount(figures.targetDays, "business day")} (
            <Link to={SETTINGS_PATHS.hiring} className="text-brand-700 underline">
              Settings › Hiring
            </Link>
            ). Last {formatCount(figures.weeks.length, "week")}, by the week applications came in.
          </p>
        </div>
      </div>

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">Answered within target</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">
            {total.sharePercent === null ? "–" : `${total.sharePercent}%`}
          </dd>
          <dd className="text-sm text-slate-600">
            {formatNumber(total.withinTarget)} of {formatCount(total.decided, "application")}{" "}
            answered or past the target
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">Median time to first response</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">
            {total.medianDays === null ? "–" : days(total.medianDays)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">Overdue now</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">
            {formatNumber(figures.overdueNow)}
          </dd>
          <dd className="text-sm">
            <Link to={OVERDUE_INBOX} className="text-brand-700 underline">
              Show overdue applications
            </Link>
          </dd>
        </div>
      </dl>

      <div className="mt-6">
        <table className="w-full text-left text-sm">
          <caption className="pb-2 text-left text-sm font-medium text-navy-900">
            Per week received
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Week of
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Received
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Within target
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Median first response
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.weeks.map((week) => (
              <tr key={week.weekStart} className="border-b border-slate-100 text-slate-700">
                <th scope="row" className="whitespace-nowrap py-1.5 pr-3 font-normal">
                  <span aria-hidden="true">{weekLabel(week.weekStart)}</span>
                  <span className="sr-only">{weekRangeLabel(week.weekStart)}</span>
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {formatNumber(week.received)}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{share(week)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {week.medianDays === null ? "–" : days(week.medianDays)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
