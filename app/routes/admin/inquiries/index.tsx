import { useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { ExportCsvLink, InboxEmptyState, StatusShortcuts } from "~/components/admin/inbox-parts";
import { InquiriesTable } from "~/components/admin/inquiries/inquiries-table";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Notice } from "~/components/ui/notice";
import { Pagination, searchWithPage } from "~/components/pagination";
import { requireStaff } from "~/routes/session-guard.server";
import { listInquiriesPageForAdmin } from "~/modules/inquiries/inquiries-admin.server";
import {
  hasInquiryFilters,
  INQUIRIES_PAGE_SIZE,
  INQUIRY_QUERY_KEYS,
  inquiryFilterSearch,
  parseInquiryFilters,
} from "~/modules/inquiries/inquiry-filters";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/modules/inquiries/inquiry-status";
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

const STATUS_OPTIONS = [
  ["", "All statuses"],
  ...INQUIRY_STATUSES.map((status) => [status, INQUIRY_STATUS_LABELS[status]] as const),
] as const;

export default function InquiriesInbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, matching, statusCounts, total, page, pageCount, notice } = loaderData;
  const [params] = useSearchParams();
  const filtered = hasInquiryFilters(filters);
  const countAll = Object.values(statusCounts).reduce((sum, value) => sum + value, 0);
  return (
    <>
      <AdminPageHeader
        eyebrow="Contact"
        title="Inquiries"
        description="Messages sent with the contact form, newest first. Reply by email, then mark them Replied or Closed."
        actions={
          total > 0 ? (
            <ExportCsvLink href={`/admin/inquiries/export.csv${inquiryFilterSearch(filters)}`}>
              Export CSV<span className="sr-only"> of the inquiries shown</span>
            </ExportCsvLink>
          ) : null
        }
      />

      {notice ? (
        <Notice tone="success" className="mt-6" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}

      <div className="mt-8 space-y-5">
        <StatusShortcuts
          label="Inquiries by status"
          current={filters.status}
          hrefFor={(status) =>
            `/admin/inquiries${inquiryFilterSearch({ ...filters, status: status as typeof filters.status })}`
          }
          items={[
            { value: "", label: "All", count: countAll },
            ...INQUIRY_STATUSES.map((status) => ({
              value: status,
              label: INQUIRY_STATUS_LABELS[status],
              count: statusCounts[status],
            })),
          ]}
        />
        <ListFilters
          label="Filter inquiries"
          searchLabel="Search inquiries"
          searchPlaceholder="Name, email or company"
          values={{ q: filters.q, status: filters.status }}
          selects={[{ name: "status", label: "Status", options: STATUS_OPTIONS }]}
        />

        {rows.length ? (
          <>
            <ListCount
              total={matching}
              noun="inquiry"
              page={page}
              pageSize={INQUIRIES_PAGE_SIZE}
              shown={rows.length}
            />
            <InquiriesTable rows={rows} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefForPage={(target) => `/admin/inquiries${searchWithPage(params, target)}`}
            />
          </>
        ) : (
          <InboxEmptyState
            filtered={filtered}
            clearHref="/admin/inquiries"
            title={filtered ? "No inquiries match these filters" : "No inquiries yet"}
            description={
              filtered
                ? "Try another name, company or status, or clear the filters to see every inquiry."
                : "Messages sent with the contact form will appear here, newest first."
            }
          />
        )}
      </div>
    </>
  );
}
