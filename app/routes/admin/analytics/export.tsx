import type { Route } from "./+types/export";
import { parseRange, RANGE_QUERY_KEYS, utcDay } from "~/modules/analytics/analytics-range";
import { exportAnalyticsCsv } from "~/modules/analytics/analytics-report.server";
import { requireStaffActor } from "~/routes/session-guard.server";
import { csvResponse } from "~/utils/csv.server";
import { readSearchParams } from "~/utils/search-params.server";

// A resource route: the page's range (same query) as the daily rollups' rows, in CSV.
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "analytics");
  const { range } = parseRange(readSearchParams(request, RANGE_QUERY_KEYS), utcDay(new Date()));
  const { csv, fileName } = await exportAnalyticsCsv(actor, range);
  return csvResponse(csv, fileName);
}
