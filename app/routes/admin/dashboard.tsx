import type { Route } from "./+types/dashboard";
import { AccountCards } from "~/components/admin/dashboard/account-cards";
import { ActivityChart } from "~/components/admin/dashboard/activity-chart";
import { RecentApplications } from "~/components/admin/dashboard/recent-applications";
import { RecentJobs } from "~/components/admin/dashboard/recent-jobs";
import { StatCards } from "~/components/admin/dashboard/stat-cards";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";
import { requireAdmin } from "~/modules/accounts/session.server";
import { getTwoFactorStatus } from "~/modules/accounts/two-factor.server";
import { countAccountsAwaitingApproval } from "~/modules/accounts/users.server";
import { getDashboard } from "~/modules/dashboard/dashboard.server";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [dashboard, twoFactor, awaitingApproval] = await Promise.all([
    getDashboard(),
    getTwoFactorStatus(user),
    countAccountsAwaitingApproval(),
  ]);
  return { name: user.name, twoFactorOn: twoFactor === "on", awaitingApproval, ...dashboard };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, twoFactorOn, awaitingApproval, figures, recentJobs, recentApplications, activity } =
    loaderData;
  return (
    <>
      {/* Spec: the dashboard greets the user by name and offers 'Add New Job'. */}
      <AdminPageHeader
        eyebrow="Dashboard"
        title={`Welcome back, ${name}`}
        description="Open jobs, applications and inquiries at a glance."
        actions={
          <ButtonLink to="/admin/jobs/new">
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add New Job
          </ButtonLink>
        }
      />

      <div className="mt-8 space-y-8">
        <StatCards figures={figures} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <ActivityChart weeks={activity} />
          </div>
          <AccountCards twoFactorOn={twoFactorOn} awaitingApproval={awaitingApproval} />
        </div>
        <RecentJobs jobs={recentJobs} />
        <RecentApplications applications={recentApplications} />
      </div>
    </>
  );
}
