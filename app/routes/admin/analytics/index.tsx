import type { Route } from "./+types/index";
import { adminMeta } from "~/components/admin/admin-meta";
import { BreakdownTable } from "~/components/admin/analytics/breakdown-table";
import { fullDayLabel } from "~/components/admin/analytics/day-labels";
import { RangeForm } from "~/components/admin/analytics/range-form";
import { SummaryCards } from "~/components/admin/analytics/summary-cards";
import { TrafficChart } from "~/components/admin/analytics/traffic-chart";
import { ExportCsvLink } from "~/components/admin/inbox-parts";
import { AdminPageHeader } from "~/components/admin/page-header";
import {
  parseRange,
  rangeSearch,
  RANGE_QUERY_KEYS,
  utcDay,
} from "~/modules/analytics/analytics-range";
import { getAnalyticsReport } from "~/modules/analytics/analytics-report.server";
import { requireStaffActor } from "~/routes/session-guard.server";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Analytics");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "analytics");
  const { range, error } = parseRange(
    readSearchParams(request, RANGE_QUERY_KEYS),
    utcDay(new Date()),
  );
  return { report: await getAnalyticsReport(actor, range), error };
}

const DEVICE_LABELS: Record<string, string> = {
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
  "(other)": "Other",
};

const NONE = <span className="text-slate-500">—</span>;

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { report, error } = loaderData;
  const { range } = report;
  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description={
          <>
            Visits to the public site from {fullDayLabel(range.from)} to {fullDayLabel(range.to)}{" "}
            (UTC days), counted without cookies: a visitor is recognised for one day only. Updated
            every hour.
          </>
        }
        actions={
          <ExportCsvLink href={`/admin/analytics/export.csv${rangeSearch(range)}`}>
            Export CSV
          </ExportCsvLink>
        }
      />
      <div className="mt-8 space-y-6">
        <RangeForm range={range} error={error} />
        <SummaryCards totals={report.totals} previous={report.previousTotals} days={range.days} />
        <TrafficChart series={report.series} />
        <div className="grid gap-6 xl:grid-cols-2">
          <BreakdownTable
            title="Top pages"
            column="Page"
            empty="No page views in this period."
            rows={report.pages.map((row) => ({
              key: row.path,
              label: <span className="font-mono text-xs">{row.path}</span>,
              ...row,
            }))}
          />
          <BreakdownTable
            title="Referrers"
            column="Site"
            empty="No visits in this period."
            rows={report.referrers.map((row) => ({
              key: row.host,
              label: row.host || "Direct or unknown",
              ...row,
            }))}
          />
          <BreakdownTable
            title="Campaigns"
            column="Source / medium / campaign"
            empty="No visits from links with campaign (utm_) parameters in this period."
            rows={report.campaigns.map((row) => ({
              key: `${row.source}\u0000${row.medium}\u0000${row.campaign}`,
              label: (
                <>
                  {row.source || NONE} / {row.medium || NONE} / {row.campaign || NONE}
                </>
              ),
              ...row,
            }))}
          />
          <BreakdownTable
            title="Devices"
            column="Device"
            empty="No visits in this period."
            rows={report.devices.map((row) => ({
              key: row.device,
              label: DEVICE_LABELS[row.device] ?? row.device,
              ...row,
            }))}
          />
        </div>
      </div>
    </>
  );
}
