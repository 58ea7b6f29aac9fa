import type { Route } from "./+types/index";
import { InboxListPage } from "~/components/admin/inbox-list-page";
import { INQUIRIES_INBOX } from "~/components/admin/inquiries/inquiries-inbox";
import { InquiriesTable } from "~/components/admin/inquiries/inquiries-table";
import { requireStaff } from "~/routes/session-guard.server";
import { listInquiriesPageForAdmin } from "~/modules/inquiries/inquiries-admin.server";
import {
  hasInquiryFilters,
  INQUIRY_QUERY_KEYS,
  inquiryFilterSearch,
  parseInquiryFilters,
} from "~/modules/inquiries/inquiry-filters";
import { sourceSelect } from "~/components/admin/source-select";
import { adminMeta } from "~/components/admin/admin-meta";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Inquiries");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inquiries");
  const params = readSearchParams(request, [...INQUIRY_QUERY_KEYS, "notice"]);
  const filters = parseInquiryFilters(params);
  const notice = noticeFrom(params, LIST_NOTICES);
  return { filters, ...(await listInquiriesPageForAdmin(filters)), notice };
}

const LIST_NOTICES = { deleted: "The inquiry was deleted." } as const;

export default function InquiriesInbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, sourceOptions } = loaderData;
  return (
    <InboxListPage
      kind={INQUIRIES_INBOX}
      inbox={loaderData}
      shown={rows.length}
      filters={{ q: filters.q, status: filters.status, source: filters.source ?? "" }}
      filtered={hasInquiryFilters(filters)}
      searchFor={(status) => inquiryFilterSearch({ ...filters, status })}
      selects={[sourceSelect(sourceOptions)]}
      table={<InquiriesTable rows={rows} />}
    />
  );
}
