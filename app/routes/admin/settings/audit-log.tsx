import { Link, useLocation } from "react-router";
import type { Route } from "./+types/audit-log";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AuditLogTable } from "~/components/admin/settings/audit-log-table";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { Pagination, searchWithPage } from "~/components/pagination";
import { History } from "~/components/ui/icons";
import { AUDIT_GROUPS, AUDIT_PAGE_SIZE, parseAuditFilters } from "~/modules/audit/audit-labels";
import {
  auditPartiesFor,
  auditSubjectKey,
  listAuditLogForAdmin,
} from "~/modules/audit/audit-log.server";
import { requireStaff } from "~/routes/session-guard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Audit log");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit-log");
  const filters = parseAuditFilters(readSearchParams(request, ["q", "group", "page"]));
  const { entries, matching, page, pageCount } = await listAuditLogForAdmin(filters);
  const { actors, subjects } = await auditPartiesFor(entries);
  const rows = entries.map(({ actorId, ...entry }) => {
    const subjectKey = auditSubjectKey(entry);
    return {
      ...entry,
      actor: actorId ? (actors[actorId] ?? null) : null,
      subject: subjectKey ? (subjects[subjectKey] ?? null) : null,
    };
  });
  return { rows, matching, page, pageCount, filters };
}

const GROUP_OPTIONS = [
  ["", "All actions"],
  ...AUDIT_GROUPS.map((group) => [group.id, group.label] as const),
] as const;

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { rows, matching, page, pageCount, filters } = loaderData;
  const { search } = useLocation();
  const filtered = Boolean(filters.q || filters.group);
  return (
    <>
      <SettingsHeader description="Sign-ins, account changes and every change to content and company information, newest first." />
      <div className="mt-8 space-y-6">
        <ListFilters
          label="Filter the audit log"
          searchLabel="Search"
          searchPlaceholder="Email, target or IP address..."
          values={{ q: filters.q, group: filters.group }}
          selects={[{ name: "group", label: "Action", options: GROUP_OPTIONS }]}
        />
        <ListCount
          total={matching}
          noun="entry"
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          shown={rows.length}
        />
        {rows.length ? (
          <AuditLogTable rows={rows} />
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <History aria-hidden="true" className="h-8 w-8 text-slate-500" />
            <p className="mt-3 font-medium text-navy-900">
              {filtered ? "No entries match these filters." : "Nothing has been recorded yet."}
            </p>
            {filtered ? (
              <Link
                to="/admin/settings/audit-log"
                className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                Clear filters
              </Link>
            ) : null}
          </div>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefForPage={(target) => searchWithPage(new URLSearchParams(search), target)}
        />
      </div>
    </>
  );
}
