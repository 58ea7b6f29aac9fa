import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { capitalized } from "~/components/admin/inbox-parts";
import { formatAdminDate, isoDate } from "~/utils/dates";

/** What every inbox row has: who sent it, and when. */
export type InboxTableRow = { id: string; email: string; createdAt: string | Date };

type InboxTableProps<Row extends InboxTableRow> = {
  /** The inbox: a row's page is `${path}/${id}`, the caption its title. */
  kind: { path: string; noun: [string, string] };
  rows: Row[];
  /** The first column: the sender's name links to the record, the address under it. */
  sender: { label: string; name: (row: Row) => string; more?: (row: Row) => ReactNode };
  /** The columns between the sender and "Received". */
  columns: ReadonlyArray<{ label: string; cell: (row: Row) => ReactNode }>;
  status: (row: Row) => ReactNode;
};

/** An inbox's table (cards on phones): sender, the inbox's own columns, received, status. */
export function InboxTable<Row extends InboxTableRow>({
  kind,
  rows,
  sender,
  columns,
  status,
}: InboxTableProps<Row>) {
  return (
    <AdminTable caption={`${capitalized(kind.noun[1])}, newest first`}>
      <AdminTableHead
        columns={[sender.label, ...columns.map((column) => column.label), "Received", "Status"]}
      />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className="transition-colors hover:bg-slate-50">
            <td role="cell" data-label={sender.label} className={TD}>
              <Link
                to={`${kind.path}/${row.id}`}
                className="font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {sender.name(row)}
              </Link>
              <p className="mt-0.5 text-slate-600">{row.email}</p>
              {sender.more?.(row)}
            </td>
            {columns.map((column) => (
              <td key={column.label} role="cell" data-label={column.label} className={TD}>
                {column.cell(row)}
              </td>
            ))}
            <td role="cell" data-label="Received" className={`${TD} whitespace-nowrap`}>
              <time dateTime={isoDate(row.createdAt)}>{formatAdminDate(row.createdAt)}</time>
            </td>
            <td role="cell" data-label="Status" className={TD}>
              {status(row)}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
