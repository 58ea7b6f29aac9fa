import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { ShieldCheck, ShieldOff, UserPlus } from "~/components/ui/icons";
import { requireAdmin } from "~/modules/accounts/session.server";
import { getTwoFactorStatus } from "~/modules/accounts/two-factor.server";
import { countAccountsAwaitingApproval } from "~/modules/accounts/users.server";
import { adminMeta } from "~/utils/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [twoFactor, awaitingApproval] = await Promise.all([
    getTwoFactorStatus(user),
    countAccountsAwaitingApproval(),
  ]);
  return { name: user.name, twoFactorOn: twoFactor === "on", awaitingApproval };
}

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const CARD_LINK =
  "mt-4 inline-flex rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, twoFactorOn, awaitingApproval } = loaderData;
  const SecurityIcon = twoFactorOn ? ShieldCheck : ShieldOff;
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Dashboard</p>
      {/* Spec: the dashboard greets the user by name. */}
      <h1 className="mt-2 text-3xl font-bold text-navy-900">Welcome back, {name}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Jobs, blog posts, applications and inquiries will be managed from here.
      </p>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className={CARD} aria-labelledby="security-heading">
          <div className="flex items-start gap-4">
            <span
              className={
                twoFactorOn
                  ? "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700"
                  : "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700"
              }
            >
              <SecurityIcon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h2 id="security-heading" className="text-lg font-semibold text-navy-900">
                Account security
              </h2>
              <p className="mt-1 text-slate-600">
                {twoFactorOn
                  ? "Two-factor authentication is on for your account."
                  : "Two-factor authentication is off. Turn it on to protect the admin area."}
              </p>
              <Link to="/admin/settings#two-factor" className={CARD_LINK}>
                {twoFactorOn
                  ? "Manage two-factor authentication"
                  : "Turn on two-factor authentication"}
              </Link>
            </div>
          </div>
        </section>

        <section className={CARD} aria-labelledby="approvals-heading">
          <div className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <UserPlus aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h2 id="approvals-heading" className="text-lg font-semibold text-navy-900">
                Accounts awaiting approval
              </h2>
              <p className="mt-1 text-slate-600">
                {awaitingApproval === 0
                  ? "No one is waiting for approval."
                  : `${awaitingApproval} verified ${awaitingApproval === 1 ? "account is" : "accounts are"} waiting for an administrator.`}
              </p>
              <Link to="/admin/settings#users" className={CARD_LINK}>
                Review accounts
              </Link>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
