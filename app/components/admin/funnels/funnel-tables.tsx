import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InquirySourceRow, JobFunnelRow, JobSourceRow } from "~/modules/funnels/funnel-report";
import { formatNumber } from "~/utils/counts";
import { formatRate } from "./funnel-steps";

type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

const NUMBER_CELL = "py-2 pl-3 text-right align-top tabular-nums text-navy-900";

/**
 * A captioned table that scrolls sideways inside its card on a phone (a
 * focusable region, so a keyboard can scroll it), never the page.
 */
function FunnelTable<Row>({
  title,
  caption,
  rowHeader,
  rowKey,
  columns,
  rows,
  empty,
  children,
}: {
  title: string;
  caption: string;
  rowHeader: Column<Row>;
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
  children?: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {children}
      {rows.length ? (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {rowHeader.header}
                </th>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className="py-2 pl-3 text-right font-semibold"
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
                  <th
                    scope="row"
                    className="py-2 pr-3 align-top font-normal text-slate-700 [overflow-wrap:anywhere]"
                  >
                    {rowHeader.cell(row)}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} className={NUMBER_CELL}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}

/** "Direct or unknown" for a visit without a source. */
function sourceLabel(source: string): string {
  return source || "Direct or unknown";
}

const JOB_STEP_HEADERS = ["Viewed", "Opened form", "Applied", "Interviewed", "Hired"];

/** Every job's funnel: each step's count, and under it its rate from the step before. */
export function JobFunnelsTable({
  rows,
  linkTo,
}: {
  rows: JobFunnelRow[];
  linkTo: (jobId: string) => string;
}) {
  return (
    <FunnelTable
      title="Jobs"
      caption="Each job's funnel: visitors, applications and how far they got"
      rowHeader={{
        header: "Job",
        cell: (row) => (
          <>
            <Link to={linkTo(row.jobId)} className="font-medium text-brand-700 hover:underline">
              {row.title}
            </Link>
            {row.isActive ? null : <span className="block text-xs text-slate-500">Closed</span>}
          </>
        ),
      }}
      rowKey={(row) => row.jobId}
      columns={JOB_STEP_HEADERS.map((header, index) => ({
        header,
        cell: (row: JobFunnelRow) => {
          const step = row.steps[index]!;
          return (
            <>
              {formatNumber(step.count)}
              {index > 0 ? (
                <span className="block text-xs text-slate-500">{formatRate(step.rate)}</span>
              ) : null}
            </>
          );
        },
      }))}
      rows={rows}
      empty="No open jobs, and no visits or applications for a job in this period."
    >
      <p className="text-sm text-slate-600">
        Visitors of each job&rsquo;s page and application form, the applications sent in the period,
        and how many of those reached an interview and a hire. Under each count: its share of the
        step before. Choose a job for its sources.
      </p>
    </FunnelTable>
  );
}

/** One job's sources: visitors of its page by where their visit came from, and what they became. */
export function JobSourcesTable({ rows }: { rows: JobSourceRow[] }) {
  return (
    <FunnelTable
      title="Sources that convert"
      caption="Sources of the job's visitors, applications and hires"
      rowHeader={{ header: "Source", cell: (row) => sourceLabel(row.source) }}
      rowKey={(row) => row.source}
      columns={[
        { header: "Visitors", cell: (row) => formatNumber(row.visitors) },
        { header: "Applied (first)", cell: (row) => formatNumber(row.firstApplications) },
        { header: "Hired (first)", cell: (row) => formatNumber(row.firstHires) },
        { header: "Applied (last)", cell: (row) => formatNumber(row.lastApplications) },
        { header: "Hired (last)", cell: (row) => formatNumber(row.lastHires) },
      ]}
      rows={rows}
      empty="No visitors or applications for this job in this period."
    >
      <p className="text-sm text-slate-600">
        Visitors are counted by the source their visit arrived from; applications and hires by their
        first and by their last source (a visit can arrive from one and return from another).
      </p>
    </FunnelTable>
  );
}

/** The inquiries' sources: visitors, contact page visitors and inquiries per source. */
export function InquirySourcesTable({ rows }: { rows: InquirySourceRow[] }) {
  return (
    <FunnelTable
      title="Inquiries by source"
      caption="Sources of visitors, contact page visitors and inquiries"
      rowHeader={{ header: "Source", cell: (row) => sourceLabel(row.source) }}
      rowKey={(row) => row.source}
      columns={[
        { header: "Visitors", cell: (row) => formatNumber(row.visitors) },
        { header: "Contact page", cell: (row) => formatNumber(row.contactVisitors) },
        { header: "Inquiries (first)", cell: (row) => formatNumber(row.firstInquiries) },
        { header: "Inquiries (last)", cell: (row) => formatNumber(row.lastInquiries) },
      ]}
      rows={rows}
      empty="No visits or inquiries in this period."
    >
      <p className="text-sm text-slate-600">
        Visitors by the source their visit arrived from; inquiries by their first and last source.
      </p>
    </FunnelTable>
  );
}
