import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { ADMIN_PAGES_PATH } from "~/modules/pages/page-form-schema";
import { formatAdminDateTime } from "~/utils/dates";

export type PagesTableRow = {
  id: string;
  title: string;
  path: string;
  status: "draft" | "published" | "scheduled";
  scheduledAt: Date | string | null;
  updatedAt: Date | string;
  updatedBy: string | null;
};

const STATUS: Record<PagesTableRow["status"], { label: string; tone: BadgeTone }> = {
  published: { label: "Published", tone: "green" },
  scheduled: { label: "Scheduled", tone: "blue" },
  draft: { label: "Draft", tone: "slate" },
};

/** Admin › Pages: title (opens the editor), path, status, last change. */
export function PagesTable({ rows }: { rows: PagesTableRow[] }) {
  return (
    <AdminTable caption="Pages">
      <AdminTableHead columns={["Title", "Path", "Status", "Updated"]} />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className="transition-colors hover:bg-slate-50/70">
            <th scope="row" role="rowheader" data-label="Title" className={`${TD} font-normal`}>
              <Link
                to={`${ADMIN_PAGES_PATH}/edit/${row.id}`}
                className="font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {row.title}
              </Link>
            </th>
            <td
              role="cell"
              data-label="Path"
              className={`${TD} break-all font-mono text-[0.8125rem]`}
            >
              {row.path}
            </td>
            <td role="cell" data-label="Status" className={`${TD} whitespace-nowrap`}>
              <StatusBadge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</StatusBadge>
              {row.status === "scheduled" && row.scheduledAt ? (
                <p className="mt-1 text-xs text-slate-600">
                  <time dateTime={new Date(row.scheduledAt).toISOString()}>
                    {formatAdminDateTime(row.scheduledAt)}
                  </time>
                </p>
              ) : null}
            </td>
            <td role="cell" data-label="Updated" className={`${TD} whitespace-nowrap`}>
              <time dateTime={new Date(row.updatedAt).toISOString()}>
                {formatAdminDateTime(row.updatedAt)}
              </time>
              {row.updatedBy ? <p className="text-xs text-slate-600">{row.updatedBy}</p> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
