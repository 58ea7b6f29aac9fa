import type { Route } from "./+types/dashboard";
import { AccountCards } from "~/components/admin/dashboard/account-cards";
import { ActivityChart } from "~/components/admin/dashboard/activity-chart";
import { RecentApplications } from "~/components/admin/dashboard/recent-applications";
import { RecentJobs } from "~/components/admin/dashboard/recent-jobs";
import { StatCards } from "~/components/admin/dashboard/stat-cards";
import { ResponseTimes } from "~/components/admin/dashboard/response-times";
import { SourceTrends } from "~/components/admin/dashboard/source-trend-chart";
import { FUNNELS_PATH } from "~/modules/funnels/funnel-report";
import { getSourceTrends } from "~/modules/funnels/source-trends.server";
import { getResponseFigures } from "~/modules/dashboard/response-times.server";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Clock, Images, Inbox, Newspaper, Pencil, Plus } from "~/components/ui/icons";
import { RecentPosts } from "~/components/admin/dashboard/recent-posts";
import { WorkCards, type WorkCard } from "~/components/admin/dashboard/work-cards";
import { canAccess } from "~/modules/roles/roles";
import { requireStaff } from "~/routes/session-guard.server";
import { secondFactorsOf } from "~/modules/accounts/two-factor.server";
import { countAccountsAwaitingApproval } from "~/modules/accounts/users.server";
import {
  countNewInquiries,
  getDashboard,
  getEditorDashboard,
} from "~/modules/dashboard/dashboard.server";
import type { EditorDashboard } from "~/modules/dashboard/dashboard-figures";
import { adminMeta } from "~/components/admin/admin-meta";
import { MailDestinationNotice } from "~/components/admin/mail-destination-notice";
import { mailDestination } from "~/utils/mail.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, null);
  // Each role sees the cards of its own work: hiring for recruiters and
  // administrators (and approvals for administrators), the blog for editors.
  const hiring = canAccess(user.role, "applications");
  const admin = canAccess(user.role, "users");
  const [dashboard, editor, newInquiries, secondFactors, awaitingApproval, responses, trends] =
    await Promise.all([
      hiring ? getDashboard() : null,
      hiring ? null : getEditorDashboard(),
      hiring && !admin ? countNewInquiries() : null,
      secondFactorsOf(user),
      admin ? countAccountsAwaitingApproval() : null,
      hiring ? getResponseFigures() : null,
      hiring ? getSourceTrends() : null,
    ]);
  return {
    name: user.name,
    secondFactors,
    awaitingApproval,
    dashboard,
    editor,
    newInquiries,
    responses,
    trends,
    canWriteJobs: canAccess(user.role, "jobs"),
    mailDestination: mailDestination(),
  };
}

function editorCards(editor: EditorDashboard): WorkCard[] {
  return [
    {
      label: "Published posts",
      value: editor.published,
      note: "On the blog now",
      to: "/admin/blogs?status=published",
      icon: Newspaper,
      tone: "bg-emerald-50 text-emerald-700",
    },
    {
      label: "Drafts",
      value: editor.drafts,
      note: "Not published yet",
      to: "/admin/blogs?status=draft",
      icon: Pencil,
      tone: "bg-amber-50 text-amber-700",
    },
    {
      label: "Scheduled",
      value: editor.scheduled,
      note: "Publish by themselves",
      to: "/admin/blogs?status=scheduled",
      icon: Clock,
      tone: "bg-violet-50 text-violet-700",
    },
    {
      label: "Images",
      value: editor.images,
      note: "In the media library",
      to: "/admin/media",
      icon: Images,
      tone: "bg-brand-50 text-brand-700",
    },
  ];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const {
    name,
    secondFactors,
    awaitingApproval,
    dashboard,
    editor,
    newInquiries,
    responses,
    trends,
    canWriteJobs,
    mailDestination,
  } = loaderData;
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
            : "Your blog posts, drafts and images at a glance."
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
              New blog post
            </ButtonLink>
          )
        }
      />

      <div className="mt-8">
        <MailDestinationNotice destination={mailDestination} quietWhenSent />
      </div>

      {dashboard && newInquiries === null ? (
        // Administrators: the security and approvals cards beside the chart.
        <div className="mt-8 space-y-8">
          <StatCards figures={dashboard.figures} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ActivityChart weeks={dashboard.activity} />
            </div>
            {account}
          </div>
          {responses ? <ResponseTimes figures={responses} /> : null}
          {trends ? <SourceTrends trends={trends} funnelsPath={FUNNELS_PATH} /> : null}
          <RecentJobs jobs={dashboard.recentJobs} />
          <RecentApplications applications={dashboard.recentApplications} />
        </div>
      ) : null}

      {dashboard && newInquiries !== null ? (
        // Recruiters: the chart takes the whole width; no column holds a lone card.
        <div className="mt-8 space-y-8">
          <StatCards figures={dashboard.figures} />
          {/* Like the administrator's: the chart, and a column of two cards beside it. */}
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ActivityChart weeks={dashboard.activity} />
            </div>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 lg:content-start">
              <WorkCards
                label="Inquiries"
                className="grid"
                cards={[
                  {
                    label: "New inquiries",
                    value: newInquiries,
                    note: "Not answered yet",
                    to: "/admin/inquiries?status=new",
                    icon: Inbox,
                    tone: "bg-amber-50 text-amber-700",
                  },
                ]}
              />
              <AccountCards
                secondFactors={secondFactors}
                awaitingApproval={null}
                className="grid"
              />
            </div>
          </div>
          {responses ? <ResponseTimes figures={responses} /> : null}
          {trends ? <SourceTrends trends={trends} funnelsPath={FUNNELS_PATH} /> : null}
          <RecentJobs jobs={dashboard.recentJobs} />
          <RecentApplications applications={dashboard.recentApplications} />
        </div>
      ) : null}

      {editor ? (
        <div className="mt-8 space-y-8">
          <WorkCards label="Blog posts" cards={editorCards(editor)} />
          <RecentPosts posts={editor.recentPosts} />
          <AccountCards secondFactors={secondFactors} awaitingApproval={null} className="grid" />
        </div>
      ) : null}
    </>
  );
}
