import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { formatAdminDateTime, isoDate } from "~/utils/dates";
import { TRACKING_LINK_PREFIX } from "~/modules/tracking-links/tracking-link-schema";

type TrackingLinkListRow = {
  id: string;
  code: string;
  jobTitle: string;
  channel: string;
  createdAt: string | Date;
  createdByName: string;
  clicks: number;
  applications: number;
  interviews: number;
  hires: number;
};

const COLUMNS = [
  "Channel",
  "Job",
  "Link",
  { label: "Clicks", align: "right" },
  { label: "Applications", align: "right" },
  { label: "Interviews", align: "right" },
  { label: "Hires", align: "right" },
] as const;

const NUMBER = `${TD} text-right tabular-nums`;

/** Each link with what it brought: clicks → applications → interviews → hires. */
export function TrackingLinksTable({
  rows,
  siteUrl,
}: {
  rows: TrackingLinkListRow[];
  siteUrl: string;
}) {
  return (
    <AdminTable caption="Tracking links">
      <AdminTableHead columns={[...COLUMNS]} />
      <tbody role="rowgroup">
        {rows.map((row) => {
          const url = `${siteUrl}${TRACKING_LINK_PREFIX}${row.code}`;
          return (
            <tr key={row.id} role="row">
              <th
                scope="row"
                role="rowheader"
                data-label="Channel"
                className={`${TD} font-medium text-navy-900`}
              >
                {row.channel}
                <span className="block text-xs font-normal text-slate-600">
                  by {row.createdByName || "someone"},{" "}
                  <time dateTime={isoDate(row.createdAt)}>
                    {formatAdminDateTime(row.createdAt)}
                  </time>
                </span>
              </th>
              <td role="cell" data-label="Job" className={TD}>
                {row.jobTitle}
              </td>
              <td role="cell" data-label="Link" className={`${TD} break-all font-mono text-xs`}>
                {url}
              </td>
              <td role="cell" data-label="Clicks" className={NUMBER}>
                {row.clicks}
              </td>
              <td role="cell" data-label="Applications" className={NUMBER}>
                {row.applications}
              </td>
              <td role="cell" data-label="Interviews" className={NUMBER}>
                {row.interviews}
              </td>
              <td role="cell" data-label="Hires" className={NUMBER}>
                {row.hires}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
