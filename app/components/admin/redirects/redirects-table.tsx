import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { redirectEditPath } from "~/modules/redirects/redirect-limits";
import { formatNumber } from "~/utils/counts";
import { formatAdminDateTime } from "~/utils/dates";

export type RedirectsTableRow = {
  id: string;
  fromPath: string;
  toPath: string;
  status: number;
  createdByName: string;
  hits: number;
  lastUsedAt: Date | string | null;
};

const CODE = "break-all font-mono text-[0.8125rem]";

/** The redirects list: old address (opens the redirect), new address, type, uses. */
export function RedirectsTable({ rows }: { rows: RedirectsTableRow[] }) {
  return (
    <AdminTable caption="Redirects">
      <AdminTableHead
        columns={[
          "Old address",
          "New address",
          "Type",
          { label: "Hits", align: "right" },
          "Last used",
        ]}
      />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className="transition-colors hover:bg-slate-50/70">
            <th
              scope="row"
              role="rowheader"
              data-label="Old address"
              className={`${TD} font-normal`}
            >
              <Link
                to={redirectEditPath(row.id)}
                className={`${CODE} font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline`}
              >
                {row.fromPath}
              </Link>
              {row.createdByName ? null : (
                <p className="mt-0.5 text-xs text-slate-600">Added when a page moved</p>
              )}
            </th>
            <td role="cell" data-label="New address" className={`${TD} ${CODE}`}>
              {row.toPath}
            </td>
            <td role="cell" data-label="Type" className={`${TD} whitespace-nowrap`}>
              {row.status === 302 ? "302 Temporary" : "301 Permanent"}
            </td>
            <td role="cell" data-label="Hits" className={`${TD} text-right tabular-nums`}>
              {formatNumber(row.hits)}
            </td>
            <td role="cell" data-label="Last used" className={`${TD} whitespace-nowrap`}>
              {row.lastUsedAt ? (
                <time dateTime={new Date(row.lastUsedAt).toISOString()}>
                  {formatAdminDateTime(row.lastUsedAt)}
                </time>
              ) : (
                <span className="text-slate-600">Not yet</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
