import { data, redirect } from "react-router";
import type { Route } from "./+types/index";
import { JobsEmptyState } from "~/components/admin/jobs/jobs-empty-state";
import { JobsTable } from "~/components/admin/jobs/jobs-table";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Pagination, searchWithPage } from "~/components/pagination";
import { ButtonLink } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { JobAlertCounts } from "~/components/admin/jobs/job-alert-counts";
import { countSubscribersPerSearch } from "~/modules/job-alerts/subscriptions.server";
import { refusalReply } from "~/routes/action-result.server";
import {
  ADMIN_JOBS_PAGE_SIZE,
  hasAdminJobFilters,
  JOB_STATUS_OPTIONS,
  parseAdminJobFilters,
} from "~/modules/jobs/job-admin-filters";
import { JOB_ADMIN_MESSAGES, JOB_NOTICES } from "~/modules/jobs/job-messages";
import { deleteJob, setJobActive } from "~/modules/jobs/job-writes.server";
import { listJobsForAdmin } from "~/modules/jobs/jobs-admin.server";
import { TRACKING_LINKS_PATH } from "~/modules/tracking-links/tracking-link-schema";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";
import { AdminErrorPanel } from "~/components/admin/admin-error";
import { clientErrorOf } from "~/utils/route-errors";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Manage Jobs");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "jobs");
  const params = readSearchParams(request, ["q", "department", "status", "page", "notice"]);
  const filters = parseAdminJobFilters(params);
  const [list, alertSearches] = await Promise.all([
    listJobsForAdmin(filters),
    countSubscribersPerSearch(),
  ]);
  const notice = params.get("notice");
  return {
    filters,
    list,
    alertSearches,
    notice: noticeFrom(params, JOB_NOTICES),
    noticeTone: notice === "not-found" ? ("info" as const) : ("success" as const),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "jobs");
  const form = await readForm(request);
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const formData = form.formData;
  const outcome =
    formData.get("intent") === "delete"
      ? await deleteJob(actor, formData)
      : await setJobActive(actor, formData);
  if (!outcome.ok) return refusalReply(outcome);
  // Back to the same filtered page, with the confirmation.
  const url = new URL(request.url);
  url.searchParams.delete("notice");
  url.searchParams.delete("index");
  const back = `/admin/jobs${url.search}`;
  return redirect(outcome.value ? pathWithNotice(back, outcome.value) : back);
}

function filterSearch(filters: { q: string; department: string; status: string }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

export default function ManageJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, notice, noticeTone } = loaderData;
  const filtered = hasAdminJobFilters(filters);
  const departmentOptions = [
    ["", "All Departments"] as const,
    ...list.departments.map((name) => [name, name] as const),
  ];

  return (
    <>
      <AdminPageHeader
        eyebrow="Jobs"
        title="Manage Jobs"
        description="Create, edit and publish the positions listed on the careers page."
        actions={
          <>
            <ButtonLink to={TRACKING_LINKS_PATH} variant="secondary">
              Tracking links
            </ButtonLink>
            <ButtonLink to="/admin/jobs/new">
              <Plus aria-hidden="true" className="size-4" />
              Add New Job
            </ButtonLink>
          </>
        }
      />

      {actionData?.message ? (
        <Notice tone="error" className="mt-6" autoFocus>
          <p>{actionData.message}</p>
        </Notice>
      ) : notice ? (
        <Notice tone={noticeTone} className="mt-6" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}

      <div className="mt-8">
        <ListFilters
          label="Filter jobs"
          searchLabel="Search"
          searchPlaceholder="Search jobs..."
          values={{ q: filters.q, department: filters.department, status: filters.status }}
          selects={[
            { name: "department", label: "Department", options: departmentOptions },
            { name: "status", label: "Status", options: JOB_STATUS_OPTIONS },
          ]}
        />
      </div>

      <ListCount
        className="mt-6"
        total={list.matching}
        noun="job"
        page={list.page}
        pageSize={ADMIN_JOBS_PAGE_SIZE}
        shown={list.jobs.length}
      />

      <div className="mt-3">
        {list.jobs.length ? <JobsTable jobs={list.jobs} /> : <JobsEmptyState filtered={filtered} />}
      </div>

      <Pagination
        className="mt-8"
        page={list.page}
        pageCount={list.pageCount}
        hrefForPage={(page) => `/admin/jobs${searchWithPage(filterSearch(filters), page)}`}
      />

      <JobAlertCounts searches={loaderData.alertSearches} />
    </>
  );
}

// Spec section 8: a list that cannot load says so, inside the admin shell.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (clientErrorOf(error)) return <AdminErrorPanel />;
  return (
    <>
      <AdminPageHeader eyebrow="Jobs" title="Manage Jobs" />
      <Notice tone="error" className="mt-8">
        <p>{JOB_ADMIN_MESSAGES.loadFailed}</p>
      </Notice>
    </>
  );
}
