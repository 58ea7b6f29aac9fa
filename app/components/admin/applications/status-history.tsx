import { APPLICATION_STATUS_LABELS } from "~/modules/applications/application-status";
import type { StatusChange } from "~/modules/applications/status-history";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

/** Who moved the application, when, from which status to which: oldest first. */
export function StatusHistory({ changes }: { changes: StatusChange[] }) {
  return (
    <section
      aria-labelledby="status-history-heading"
      className="mt-6 border-t border-slate-100 pt-5"
    >
      <h3 id="status-history-heading" className="text-sm font-semibold text-navy-900">
        Status changes
      </h3>
      {changes.length ? (
        <ol className="mt-3 space-y-2 text-sm text-slate-700">
          {changes.map((change, index) => (
            <li key={index} className="flex flex-wrap gap-x-2 gap-y-0.5">
              <time dateTime={isoDate(change.at)} className="tabular-nums text-slate-600">
                {formatAdminDateTime(change.at)}
              </time>
              <span>
                <span className="font-medium text-navy-900">{change.by}</span>:{" "}
                {APPLICATION_STATUS_LABELS[change.from]}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                {APPLICATION_STATUS_LABELS[change.to]}
              </span>
              {change.skipReason ? (
                <span className="basis-full text-slate-600">
                  Closed without the closing email: “{change.skipReason}”
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          None recorded: it has been {APPLICATION_STATUS_LABELS.new} since it arrived, or its
          changes are older than the audit log keeps.
        </p>
      )}
    </section>
  );
}
