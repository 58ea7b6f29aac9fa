import { Link } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import type { EditorDashboard } from "~/modules/dashboard/dashboard-figures";
import { formatAdminDate, isoDate } from "~/utils/dates";
import { DashboardSection, EmptyCard } from "./dashboard-section";

const STATE = {
  published: { label: "Published", tone: "green" },
  scheduled: { label: "Scheduled", tone: "violet" },
  draft: { label: "Draft", tone: "slate" },
} as const;

/** The posts an editor last worked on, to pick up where they left off. */
export function RecentPosts({ posts }: { posts: EditorDashboard["recentPosts"] }) {
  return (
    <DashboardSection
      id="recent-posts"
      title="Recently edited"
      link={{ to: "/admin/blogs", label: "View all blog posts" }}
    >
      {posts.length === 0 ? (
        <EmptyCard>
          No blog posts yet.{" "}
          <Link to="/admin/blogs/new" className="font-semibold text-brand-700 hover:underline">
            Write the first one
          </Link>
          .
        </EmptyCard>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5"
            >
              <Link
                to={`/admin/blogs/edit/${post.id}`}
                className="min-w-0 flex-1 basis-60 font-medium text-navy-900 hover:text-brand-700 hover:underline"
              >
                {post.title}
              </Link>
              <StatusBadge tone={STATE[post.state].tone}>{STATE[post.state].label}</StatusBadge>
              <span className="text-sm text-slate-600">
                Edited{" "}
                <time dateTime={isoDate(post.updatedAt)}>{formatAdminDate(post.updatedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
