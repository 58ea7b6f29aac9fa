import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { buttonClasses } from "~/components/ui/button";
import { newRedirectFromPath } from "~/modules/redirects/redirect-limits";
import { formatNumber } from "~/utils/counts";
import { formatAdminDateTime } from "~/utils/dates";

export type NotFoundTableRow = {
  path: string;
  hits: number;
  lastSeenAt: Date | string;
  lastReferrer: string | null;
};

const CODE = "break-all font-mono text-[0.8125rem]";

/** The 404 log: each missing path with its hits, when last asked for, from where, and a way out. */
export function NotFoundTable({ rows }: { rows: NotFoundTableRow[] }) {
  return (
    <AdminTable caption="Missing paths">
      <AdminTableHead
        columns={[
          "Path",
          { label: "Hits", align: "right" },
          "Last seen",
          "Last referrer",
          { label: "Actions", align: "right" },
        ]}
      />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.path} role="row" className="transition-colors hover:bg-slate-50/70">
            <th
              scope="row"
              role="rowheader"
              data-label="Path"
              className={`${TD} ${CODE} font-semibold text-navy-900`}
            >
              {row.path}
            </th>
            <td role="cell" data-label="Hits" className={`${TD} text-right tabular-nums`}>
              {formatNumber(row.hits)}
            </td>
            <td role="cell" data-label="Last seen" className={`${TD} whitespace-nowrap`}>
              <time dateTime={new Date(row.lastSeenAt).toISOString()}>
                {formatAdminDateTime(row.lastSeenAt)}
              </time>
            </td>
            <td role="cell" data-label="Last referrer" className={`${TD} ${CODE}`}>
              {row.lastReferrer ?? <span className="font-sans text-slate-600">None</span>}
            </td>
            <td role="cell" data-label="Actions" className={`${TD} py-2 text-right`}>
              <Link
                to={newRedirectFromPath(row.path)}
                className={buttonClasses("secondary", "md", "whitespace-nowrap")}
                aria-label={`Create a redirect from ${row.path}`}
              >
                Create a redirect
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
