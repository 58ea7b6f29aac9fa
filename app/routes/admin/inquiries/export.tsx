import type { Route } from "./+types/export";
import { requireStaffActor } from "~/routes/session-guard.server";
import { exportInquiriesCsv } from "~/modules/inquiries/inquiries-admin.server";
import { INQUIRY_QUERY_KEYS, parseInquiryFilters } from "~/modules/inquiries/inquiry-filters";
import { csvResponse } from "~/utils/csv.server";
import { readSearchParams } from "~/utils/search-params.server";

// A resource route: the inbox's current view (same filters as the list) as CSV.
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "inquiries");
  const { page: _page, ...filters } = parseInquiryFilters(
    readSearchParams(request, INQUIRY_QUERY_KEYS),
  );
  const { csv, fileName } = await exportInquiriesCsv(actor, filters);
  return csvResponse(csv, fileName);
}
