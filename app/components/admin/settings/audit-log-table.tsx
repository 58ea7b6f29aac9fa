import { Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import {
  auditActionLabel,
  auditActorSource,
  auditDetail,
  visibleAuditDetails,
} from "~/modules/audit/audit-labels";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

export type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  actorEmail: string | null;
  targetId: string | null;
  targetEmail: string | null;
  ip: string | null;
  details: Record<string, string | number | boolean> | null;
  /** The signed-in person who did it, by their name now (null: unknown or removed). */
  actor: Party | null;
  /** The job, post, application, inquiry, image or account it is about, while it exists. */
  subject: Party | null;
};

type Party = { name: string; href: string | null };

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

function PartyCell({ party, email }: { party: Party; email: string | null }) {
  return (
    <>
      {party.href ? (
        <Link to={party.href} className={LINK}>
          {party.name}
        </Link>
      ) : (
        <span className="font-medium text-navy-900">{party.name}</span>
      )}
      {email ? (
        <span className="block text-xs text-slate-600">
          <Wrappable text={email} />
        </span>
      ) : null}
    </>
  );
}

/** What a deleted record was (its title or slug, kept in the entry's details). */
function goneText(row: AuditRow): string | null {
  const title = row.details?.title ?? row.details?.slug;
  return typeof title === "string" ? `${title} (deleted)` : null;
}

function Target({ row }: { row: AuditRow }) {
  if (row.subject) return <PartyCell party={row.subject} email={row.targetEmail} />;
  // The company settings row is the one target without an id of its own to show.
  if (row.action.startsWith("company.")) {
    return <PartyCell party={{ name: "Company information", href: COMPANY_PAGE }} email={null} />;
  }
  return <Wrappable text={row.targetEmail ?? goneText(row) ?? row.targetId} />;
}

const COMPANY_PAGE = "/admin/settings/company";

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

function Actor({ row }: { row: AuditRow }) {
  if (row.actor) return <PartyCell party={row.actor} email={row.actorEmail} />;
  // admin:create on the command line, or the server's own schedule: no signed-in person.
  const source = auditActorSource(row.actorEmail, row.details);
  if (source) return <span className="font-medium text-navy-900">{source}</span>;
  // A failed sign-in keeps the address typed; a removed account its last address.
  return <Wrappable text={row.actorEmail} />;
}

const MONO_DETAILS = new Set(["slug"]);

/** Settings › Audit log: who did what to which account or content, when and from where. */
export function AuditLogTable({ rows }: { rows: AuditRow[] }) {
  return (
    <AdminTable caption="Audit log entries, newest first">
      <AdminTableHead columns={["When", "Who", "What", "Target", "IP address", "Details"]} />
      <tbody role="rowgroup">
        {rows.map((row) => {
          const details = visibleAuditDetails(row.action, row.details);
          return (
            <tr key={row.id} role="row" className="align-top">
              <td role="cell" data-label="When" className={`${TD} whitespace-nowrap align-top`}>
                <time dateTime={isoDate(row.createdAt)}>{formatAdminDateTime(row.createdAt)}</time>
              </td>
              <td role="cell" data-label="Who" className={`${TD} align-top min-w-48`}>
                <Actor row={row} />
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
                <Target row={row} />
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
                      const [label, text] = auditDetail(key, value, row.action);
                      return (
                        <div key={key}>
                          <dt className="inline font-semibold text-slate-700">{label}: </dt>
                          <dd
                            className={`inline text-slate-700 ${MONO_DETAILS.has(key) ? "font-mono" : ""}`}
                          >
                            {text}
                          </dd>
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
