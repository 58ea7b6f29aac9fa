import { data, redirect } from "react-router";
import type { Route } from "./+types/email-delivery";
import { adminMeta } from "~/components/admin/admin-meta";
import { FailedDeliveriesTable } from "~/components/admin/settings/failed-deliveries-table";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { CheckCircle2 } from "~/components/ui/icons";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { refusalReply } from "~/routes/action-result.server";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import {
  changeFailedDelivery,
  listUndeliveredForAdmin,
} from "~/modules/mail/deliveries-admin.server";
import {
  DELIVERY_MESSAGES,
  DeliveryActionSchema,
  MAIL_DESTINATION_TEXT,
} from "~/modules/mail/delivery-schema";
import { MailDestinationNotice } from "~/components/admin/mail-destination-notice";
import { formatCount } from "~/utils/counts";
import { mailDestination } from "~/utils/mail.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Email delivery");

const notices = (mode: "smtp" | "outbox") =>
  ({
    resent: mode === "outbox" ? DELIVERY_MESSAGES.resentToOutbox : DELIVERY_MESSAGES.resent,
    discarded: DELIVERY_MESSAGES.discarded,
  }) as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "email-delivery");
  const { failed, retrying } = await listUndeliveredForAdmin();
  const rows = failed.map(({ createdAt: _createdAt, ...row }) => row);
  const destination = mailDestination();
  return {
    rows,
    retrying,
    destination,
    notice: noticeFrom(readSearchParams(request, ["notice"]), notices(destination.mode)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "email-delivery");
  const form = await readForm(request, { unreadable: DELIVERY_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const parsed = DeliveryActionSchema.safeParse(Object.fromEntries(form.formData));
  if (!parsed.success) return data({ message: DELIVERY_MESSAGES.invalidRequest }, { status: 400 });
  const changed = await changeFailedDelivery(actor, parsed.data);
  if (!changed.ok) return refusalReply(changed);
  return redirect(pathWithNotice(SETTINGS_PATHS.emailDelivery, changed.value));
}

function retryingText(count: number): string {
  if (count === 0) return "No email is waiting to be retried.";
  return `${formatCount(count, "email")} being sent or waiting for another try.`;
}

export default function EmailDeliveryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, retrying, destination, notice } = loaderData;
  return (
    <>
      <SettingsHeader description="Every email the site sends is retried for a few minutes when the mail server refuses it. Those that still fail are listed here, to send again once the problem is fixed, or to discard." />
      <div className="mt-8 space-y-6">
        <OutcomeNotice error={actionData?.message} notice={notice} />
        <MailDestinationNotice destination={destination} />
        <p role="status" className="text-sm text-slate-600">
          {`${formatCount(rows.length, "failed email")}. ${retryingText(retrying)}`}
        </p>
        {rows.length ? (
          <FailedDeliveriesTable rows={rows} />
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <CheckCircle2 aria-hidden="true" className="h-8 w-8 text-emerald-600" />
            <p className="mt-3 font-medium text-navy-900">
              {destination.mode === "outbox"
                ? MAIL_DESTINATION_TEXT.allWrittenToOutbox
                : MAIL_DESTINATION_TEXT.allHandedOver}
            </p>
          </div>
        )}
      </div>
    </>
  );
}
