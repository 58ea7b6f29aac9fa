import type { Route } from "./+types/index";
import { ApplicationsTable } from "~/components/admin/applications/applications-table";
import { APPLICATIONS_INBOX } from "~/components/admin/applications/applications-inbox";
import { InboxListPage } from "~/components/admin/inbox-list-page";
import { requireStaff } from "~/routes/session-guard.server";
import {
  ANSWER_FILTER_OPTIONS,
  APPLICATION_QUERY_KEYS,
  applicationFilterSearch,
  hasApplicationFilters,
  parseApplicationFilters,
} from "~/modules/applications/application-filters";
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

export default function ApplicationsInbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, jobOptions } = loaderData;
  return (
    <InboxListPage
      kind={APPLICATIONS_INBOX}
      inbox={loaderData}
      shown={rows.length}
      filters={{ q: filters.q, job: filters.job, answers: filters.answers, status: filters.status }}
      filtered={hasApplicationFilters(filters)}
      searchFor={(status) => applicationFilterSearch({ ...filters, status })}
      selects={[
        {
          name: "job",
          label: "Job",
          options: [["", "All jobs"], ...jobOptions.map((job) => [job.value, job.label] as const)],
        },
        { name: "answers", label: "Screening answers", options: ANSWER_FILTER_OPTIONS },
      ]}
      table={<ApplicationsTable rows={rows} />}
    />
  );
}
