import type { Route } from "./+types/index";
import { ApplicationsTable } from "~/components/admin/applications/applications-table";
import { APPLICATIONS_INBOX } from "~/components/admin/applications/applications-inbox";
import { InboxListPage } from "~/components/admin/inbox-list-page";
import type { FilterSelect } from "~/components/forms/filter-form";
import { requireStaff } from "~/routes/session-guard.server";
import {
  ANSWER_FILTER_OPTIONS,
  APPLICATION_QUERY_KEYS,
  applicationFilterSearch,
  GENERAL_JOB_FILTER,
  hasApplicationFilters,
  OVERDUE_FILTER,
  parseApplicationFilters,
} from "~/modules/applications/application-filters";
import { listApplicationsPageForAdmin } from "~/modules/applications/applications-admin.server";
import { sourceSelect } from "~/components/admin/source-select";
import { adminMeta } from "~/components/admin/admin-meta";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

import { countTalentPoolPeople } from "~/modules/people/person-history.server";
import { formatCount } from "~/utils/counts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Applications");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "applications");
  const params = readSearchParams(request, [...APPLICATION_QUERY_KEYS, "notice"]);
  const filters = parseApplicationFilters(params);
  const [inbox, poolPeople] = await Promise.all([
    listApplicationsPageForAdmin(filters),
    countTalentPoolPeople(),
  ]);
  return { filters, ...inbox, poolPeople, notice: noticeFrom(params, LIST_NOTICES) };
}

// Issue 30 item 2: the response target's filter and order (Settings › Hiring).
const RESPONSE_SELECTS = [
  {
    name: "response",
    label: "Response",
    options: [
      ["", "Any response time"],
      [OVERDUE_FILTER, "Overdue"],
    ],
  },
  {
    name: "sort",
    label: "Order",
    options: [
      ["", "Newest first"],
      [OVERDUE_FILTER, "Overdue first"],
    ],
  },
] as const satisfies FilterSelect[];

const LIST_NOTICES = { deleted: "The application was deleted." } as const;

export default function ApplicationsInbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, jobOptions, sourceOptions, poolPeople } = loaderData;
  // The talent pool counts people (one email address, however many CVs it sent).
  const jobLabel = (job: { value: string; label: string }) =>
    job.value === GENERAL_JOB_FILTER
      ? `${job.label}, ${formatCount(poolPeople, "person")}`
      : job.label;
  return (
    <InboxListPage
      kind={APPLICATIONS_INBOX}
      inbox={loaderData}
      shown={rows.length}
      filters={{
        q: filters.q,
        job: filters.job,
        status: filters.status,
        response: filters.response ?? "",
        answers: filters.answers,
        sort: filters.sort ?? "",
        source: filters.source ?? "",
      }}
      filtered={hasApplicationFilters(filters)}
      searchFor={(status) => applicationFilterSearch({ ...filters, status })}
      selects={[
        {
          name: "job",
          label: "Job",
          options: [
            ["", "All jobs"],
            ...jobOptions.map((job) => [job.value, jobLabel(job)] as const),
          ],
        },
        ...RESPONSE_SELECTS,
        { name: "answers", label: "Screening answers", options: ANSWER_FILTER_OPTIONS },
        sourceSelect(sourceOptions),
      ]}
      table={<ApplicationsTable rows={rows} />}
    />
  );
}
