import { useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { ApplicationsTable } from "~/components/admin/applications/applications-table";
import { ExportCsvLink, InboxEmptyState, StatusShortcuts } from "~/components/admin/inbox-parts";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Notice } from "~/components/ui/notice";
import { Pagination, searchWithPage } from "~/components/pagination";
import { requireStaff } from "~/routes/session-guard.server";
import {
  APPLICATION_QUERY_KEYS,
  APPLICATIONS_PAGE_SIZE,
  applicationFilterSearch,
  hasApplicationFilters,
  parseApplicationFilters,
} from "~/modules/applications/application-filters";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
} from "~/modules/applications/application-status";
import { listApplicationsPageForAdmin } from "~/modules/applications/applications-admin.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Applications");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "applications");
  const params = readSearchParams(request, [...APPLICATION_QUERY_KEYS, "notice"]);
  const filters = parseApplicationFilters(params);
  const inbox = await listApplicationsPageForAdmin(filters);
  return { filters, ...inbox, notice: noticeFrom(params, LIST_NOTICES) };
}

const LIST_NOTICES = { deleted: "The application was deleted." } as const;

const STATUS_OPTIONS = [
  ["", "All statuses"],
  ...APPLICATION_STATUSES.map((status) => [status, APPLICATION_STATUS_LABELS[status]] as const),
] as const;

export default function ApplicationsInbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, matching, statusCounts, total, page, pageCount, jobOptions, notice } =
    loaderData;
  const [params] = useSearchParams();
  const filtered = hasApplicationFilters(filters);
  const countAll = Object.values(statusCounts).reduce((sum, value) => sum + value, 0);
  return (
    <>
      <AdminPageHeader
        eyebrow="Hiring"
        title="Applications"
        description="Everyone who applied through the careers pages, newest first. Open an application to read it, download the résumé, move it along the pipeline and keep notes."
        actions={
          total > 0 ? (
            <ExportCsvLink
              href={`/admin/applications/export.csv${applicationFilterSearch(filters)}`}
            >
              Export CSV<span className="sr-only"> of the applications shown</span>
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
          label="Applications by status"
          current={filters.status}
          hrefFor={(status) =>
            `/admin/applications${applicationFilterSearch({ ...filters, status: status as typeof filters.status })}`
          }
          items={[
            { value: "", label: "All", count: countAll },
            ...APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: APPLICATION_STATUS_LABELS[status],
              count: statusCounts[status],
            })),
          ]}
        />
        <ListFilters
          label="Filter applications"
          searchLabel="Search applicants"
          searchPlaceholder="Name or email"
          values={{ q: filters.q, job: filters.job, status: filters.status }}
          selects={[
            {
              name: "job",
              label: "Job",
              options: [
                ["", "All jobs"],
                ...jobOptions.map((job) => [job.value, job.label] as const),
              ],
            },
            { name: "status", label: "Status", options: STATUS_OPTIONS },
          ]}
        />

        {rows.length ? (
          <>
            <ListCount
              total={matching}
              noun="application"
              page={page}
              pageSize={APPLICATIONS_PAGE_SIZE}
              shown={rows.length}
            />
            <ApplicationsTable rows={rows} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefForPage={(target) => `/admin/applications${searchWithPage(params, target)}`}
            />
          </>
        ) : (
          <InboxEmptyState
            filtered={filtered}
            clearHref="/admin/applications"
            title={filtered ? "No applications match these filters" : "No applications yet"}
            description={
              filtered
                ? "Try another name, job or status, or clear the filters to see every application."
                : "Applications sent from the careers pages will appear here, newest first."
            }
          />
        )}
      </div>
    </>
  );
}
