import { Link } from "react-router";
import { ShieldCheck, ShieldOff, UserPlus } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { formatCount } from "~/utils/counts";

const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const CARD_LINK =
  "mt-3 inline-flex rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline";

/**
 * Two-factor status of the signed-in staff member, and — for administrators
 * (`awaitingApproval` is null for other roles) — accounts waiting for approval.
 */
export function AccountCards({
  secondFactors,
  awaitingApproval,
  className = "grid gap-6 sm:grid-cols-2 lg:grid-cols-1",
}: {
  /** Every second factor in force (an authenticator app, text-message codes): on with any. */
  secondFactors: string[];
  awaitingApproval: number | null;
  /** The cards' grid: two columns by default (the administrator's pair). */
  className?: string;
}) {
  const twoFactorOn = secondFactors.length > 0;
  const SecurityIcon = twoFactorOn ? ShieldCheck : ShieldOff;
  return (
    <div className={className}>
      <section className={CARD} aria-labelledby="security-heading">
        <div className="flex items-start gap-4">
          <span
            className={cn(
              "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl",
              twoFactorOn ? "bg-emerald-50 text-emerald-700" : "bg-amber-50 text-amber-700",
            )}
          >
            <SecurityIcon aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h2 id="security-heading" className="text-lg font-semibold text-navy-900">
              Account security
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {twoFactorOn
                ? `Two-factor authentication is on for your account (${secondFactors.join(" and ")}).`
                : "Two-factor authentication is off. Turn it on to protect the admin area."}
            </p>
            <Link to="/admin/settings/two-factor" className={CARD_LINK}>
              {twoFactorOn
                ? "Manage two-factor authentication"
                : "Turn on two-factor authentication"}
            </Link>
          </div>
        </div>
      </section>

      {awaitingApproval === null ? null : (
        <section className={CARD} aria-labelledby="approvals-heading">
          <div className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <UserPlus aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h2 id="approvals-heading" className="text-lg font-semibold text-navy-900">
                Accounts awaiting approval
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {awaitingApproval === 0
                  ? "No one is waiting for approval."
                  : `${formatCount(awaitingApproval, "verified account")} waiting for an administrator.`}
              </p>
              <Link to="/admin/settings/users" className={CARD_LINK}>
                Review accounts
              </Link>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
