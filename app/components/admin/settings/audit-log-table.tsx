import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { auditActionLabel, auditDetail } from "~/modules/accounts/audit-labels";
import { formatDateTime, isoDate } from "~/utils/dates";

export type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  actorEmail: string | null;
  targetId: string | null;
  targetEmail: string | null;
  ip: string | null;
  details: Record<string, string | number | boolean> | null;
};

// The company settings row is the only target without an email or a page of its own.
function targetText(row: AuditRow): string | null {
  if (row.targetEmail) return row.targetEmail;
  if (row.action.startsWith("company.")) return "Company information";
  return row.targetId;
}

const NONE = <span className="text-slate-500">—</span>;

/** An e-mail address may wrap only before its "@" (never mid-word); other text as it is. */
function Wrappable({ text }: { text: string | null }) {
  if (text === null) return NONE;
  const at = text.indexOf("@");
  if (at <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

// admin:create runs on the server's command line, without a signed-in actor.
function actorText(row: AuditRow): string | null {
  if (row.actorEmail) return row.actorEmail;
  return row.details?.source === "cli" ? "Command line" : null;
}

/** Settings › Audit log: who did what to which account or content, when and from where. */
export function AuditLogTable({ rows }: { rows: AuditRow[] }) {
  return (
    <AdminTable caption="Audit log entries, newest first">
      <AdminTableHead columns={["When", "Who", "What", "Target", "IP address", "Details"]} />
      <tbody role="rowgroup">
        {rows.map((row) => {
          const details = Object.entries(row.details ?? {});
          const target = targetText(row);
          return (
            <tr key={row.id} role="row" className="align-top">
              <td role="cell" data-label="When" className={`${TD} whitespace-nowrap align-top`}>
                <time dateTime={isoDate(row.createdAt)}>{formatDateTime(row.createdAt)}</time>
              </td>
              <td role="cell" data-label="Who" className={`${TD} align-top min-w-48`}>
                <Wrappable text={actorText(row)} />
              </td>
              <th
                scope="row"
                role="rowheader"
                data-label="What"
                className={`${TD} align-top text-left font-medium text-navy-900`}
              >
                {auditActionLabel(row.action)}
                <span className="mt-0.5 block font-mono text-xs font-normal text-slate-500">
                  {row.action}
                </span>
              </th>
              <td role="cell" data-label="Target" className={`${TD} align-top min-w-48`}>
                <Wrappable text={target} />
              </td>
              <td
                role="cell"
                data-label="IP address"
                className={`${TD} align-top whitespace-nowrap font-mono text-xs`}
              >
                {row.ip ?? NONE}
              </td>
              <td role="cell" data-label="Details" className={`${TD} align-top`}>
                {details.length ? (
                  <dl className="space-y-0.5 text-xs">
                    {details.map(([key, value]) => {
                      const [label, text] = auditDetail(key, value);
                      return (
                        <div key={key}>
                          <dt className="inline font-semibold text-slate-700">{label}: </dt>
                          <dd className="inline text-slate-700">{text}</dd>
                        </div>
                      );
                    })}
                  </dl>
                ) : (
                  NONE
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
