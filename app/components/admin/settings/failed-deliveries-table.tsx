import { Form } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { DELIVERY_PURPOSE_LABELS, type DeliveryAction } from "~/modules/mail/delivery-schema";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

export type FailedDeliveryRow = {
  id: string;
  purpose: string;
  toAddress: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
};

function RowAction({
  row,
  intent,
  label,
}: {
  row: FailedDeliveryRow;
  intent: DeliveryAction["intent"];
  label: string;
}) {
  return (
    <Form method="post" action={SETTINGS_PATHS.emailDelivery}>
      <input type="hidden" name="deliveryId" value={row.id} />
      <SubmitButton
        intent={intent}
        pendingLabel={intent === "resend" ? "Sending..." : "Discarding..."}
        variant={intent === "resend" ? "primary" : "secondary"}
        accessibleName={`${label}: ${row.subject} to ${row.toAddress}`}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

/** Settings › Email delivery: each e-mail given up after its last retry, with what went wrong. */
export function FailedDeliveriesTable({ rows }: { rows: FailedDeliveryRow[] }) {
  return (
    <AdminTable caption="Emails that could not be sent, most recent first">
      <AdminTableHead
        columns={["Email", "To", "Tries", "What went wrong", "Last try", "Actions"]}
      />
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className="align-top">
            <th
              scope="row"
              role="rowheader"
              data-label="Email"
              className={`${TD} min-w-56 text-left font-medium text-navy-900`}
            >
              {row.subject}
              <span className="mt-0.5 block text-xs font-normal text-slate-500">
                {DELIVERY_PURPOSE_LABELS[row.purpose] ?? row.purpose}
              </span>
            </th>
            <td role="cell" data-label="To" className={`${TD} whitespace-nowrap`}>
              {row.toAddress}
            </td>
            <td role="cell" data-label="Tries" className={`${TD} tabular-nums`}>
              {row.attempts}
            </td>
            <td role="cell" data-label="What went wrong" className={`${TD} min-w-48 text-xs`}>
              {row.lastError ?? "—"}
            </td>
            <td role="cell" data-label="Last try" className={`${TD} whitespace-nowrap`}>
              <time dateTime={isoDate(row.updatedAt)}>{formatAdminDateTime(row.updatedAt)}</time>
            </td>
            <td role="cell" data-label="Actions" className={TD}>
              <div className="flex gap-2 whitespace-nowrap">
                <RowAction row={row} intent="resend" label="Send again" />
                <RowAction row={row} intent="discard" label="Discard" />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
