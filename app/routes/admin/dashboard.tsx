import type { Route } from "./+types/dashboard";
import { AccountCards } from "~/components/admin/dashboard/account-cards";
import { ActivityChart } from "~/components/admin/dashboard/activity-chart";
import { RecentApplications } from "~/components/admin/dashboard/recent-applications";
import { RecentJobs } from "~/components/admin/dashboard/recent-jobs";
import { StatCards } from "~/components/admin/dashboard/stat-cards";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";
import { canAccess } from "~/modules/accounts/roles";
import { requireStaff } from "~/modules/accounts/session.server";
import { secondFactorsOf } from "~/modules/accounts/two-factor.server";
import { countAccountsAwaitingApproval } from "~/modules/accounts/users.server";
import { getDashboard } from "~/modules/dashboard/dashboard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { MailDestinationNotice } from "~/components/admin/mail-destination-notice";
import { mailDestination } from "~/utils/mail.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, null);
  // Each role sees only its part: hiring figures for recruiters and
  // administrators, the approvals card for administrators.
  const hiring = canAccess(user.role, "applications");
  const [dashboard, secondFactors, awaitingApproval] = await Promise.all([
    hiring ? getDashboard() : null,
    secondFactorsOf(user),
    canAccess(user.role, "users") ? countAccountsAwaitingApproval() : null,
  ]);
  return {
    name: user.name,
    secondFactors,
    awaitingApproval,
    dashboard,
    canWriteJobs: canAccess(user.role, "jobs"),
    mailDestination: mailDestination(),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, secondFactors, awaitingApproval, dashboard, canWriteJobs, mailDestination } =
    loaderData;
  const account = (
    <AccountCards secondFactors={secondFactors} awaitingApproval={awaitingApproval} />
  );
  return (
    <>
      {/* Spec: the dashboard greets the user by name and offers 'Add New Job'. */}
      <AdminPageHeader
        eyebrow="Dashboard"
        title={`Welcome back, ${name}`}
        description={
          dashboard
            ? "Open jobs, applications and inquiries at a glance."
            : "Write, edit and publish the articles of the blog."
        }
        actions={
          canWriteJobs ? (
            <ButtonLink to="/admin/jobs/new">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Job
            </ButtonLink>
          ) : (
            <ButtonLink to="/admin/blogs/new">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Blog
            </ButtonLink>
          )
        }
      />

      <div className="mt-8">
        <MailDestinationNotice destination={mailDestination} quietWhenSent />
      </div>

      {dashboard ? (
        <div className="mt-8 space-y-8">
          <StatCards figures={dashboard.figures} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ActivityChart weeks={dashboard.activity} />
            </div>
            {account}
          </div>
          <RecentJobs jobs={dashboard.recentJobs} />
          <RecentApplications applications={dashboard.recentApplications} />
        </div>
      ) : (
        <div className="mt-8 max-w-xl">{account}</div>
      )}
    </>
  );
}
