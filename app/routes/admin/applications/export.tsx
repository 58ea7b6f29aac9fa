import type { Route } from "./+types/export";
import { requireStaffActor } from "~/routes/session-guard.server";
import {
  APPLICATION_QUERY_KEYS,
  parseApplicationFilters,
} from "~/modules/applications/application-filters";
import { exportApplicationsCsv } from "~/modules/applications/applications-csv.server";
import { csvResponse } from "~/utils/csv.server";
import { readSearchParams } from "~/utils/search-params.server";

// A resource route: the inbox's current view (same filters as the list) as CSV.
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const { page: _page, ...filters } = parseApplicationFilters(
    readSearchParams(request, APPLICATION_QUERY_KEYS),
  );
  const { csv, fileName } = await exportApplicationsCsv(actor, filters);
  return csvResponse(csv, fileName);
}
