import { countNoun, formatNumber } from "~/utils/counts";
/**
 * Job alerts as staff see them (issue 30 item 3): how many confirmed
 * subscribers each saved search has — never who they are.
 */
export function JobAlertCounts({
  searches,
}: {
  searches: ReadonlyArray<{ searchLabel: string; subscribers: number; instant: number }>;
}) {
  const total = searches.reduce((sum, row) => sum + row.subscribers, 0);
  return (
    <section aria-labelledby="job-alerts-heading" className="mt-12">
      <h2 id="job-alerts-heading" className="text-lg font-semibold text-navy-900">
        Job alerts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {total
          ? `Confirmed ${countNoun(total, "subscriber")}: ${formatNumber(total)}. They hear of new jobs by e-mail; addresses are not shown.`
          : "Nobody has subscribed to job alerts yet. Visitors subscribe on the careers page."}
      </p>
      {searches.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {searches.map((row) => (
            <li key={row.searchLabel} className="px-4 py-3 text-sm text-slate-700">
              <strong className="font-semibold text-navy-900">
                {formatNumber(row.subscribers)}
              </strong>{" "}
              {countNoun(row.subscribers, "subscriber")} for “{row.searchLabel}”
              <span className="text-slate-500"> · {formatNumber(row.instant)} instant</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
