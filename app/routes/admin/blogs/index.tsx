import { data, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { LoadingBlogStatus } from "~/components/admin/blogs/loading-blog-status";
import { PostTable } from "~/components/admin/blogs/post-table";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Pagination, searchWithPage } from "~/components/pagination";
import { ButtonLink } from "~/components/ui/button";
import { Plus, SearchX } from "~/components/ui/icons";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { refusalReply } from "~/routes/action-result.server";
import {
  ADMIN_POSTS_PAGE_SIZE,
  CATEGORY_FILTER_OPTIONS,
  hasActivePostFilters,
  parseAdminPostFilters,
  STATUS_FILTER_OPTIONS,
} from "~/modules/blog/admin-post-filters";
import { deletePost, listPostsForAdmin, setPostPublished } from "~/modules/blog/blog-admin.server";
import { ADMIN_BLOGS_PATH, POST_NOTICES, type PostNoticeKey } from "~/modules/blog/post-notices";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";
import { AdminErrorPanel } from "~/components/admin/admin-error";
import { clientErrorOf } from "~/utils/route-errors";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Blog posts");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  const params = readSearchParams(request, ["q", "category", "status", "page", "notice"]);
  const filters = parseAdminPostFilters(params);
  const list = await listPostsForAdmin(filters);
  return { ...list, filters, notice: noticeFrom(params, POST_NOTICES) };
}

const NOTICE_FOR: Record<string, PostNoticeKey> = {
  publish: "published",
  unpublish: "unpublished",
  delete: "deleted",
};

/** The rows' publish / unpublish buttons and Confirm Delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, { unreadable: POST_MESSAGES.invalid });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const formData = form.formData;
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(NOTICE_FOR, intent)) {
    return data({ message: POST_MESSAGES.invalid }, { status: 400 });
  }
  const result =
    intent === "delete"
      ? await deletePost(actor, formData)
      : await setPostPublished(actor, formData);
  if (!result.ok) return refusalReply(result);
  // Back to the same filtered page, with the confirmation.
  const { search } = new URL(request.url);
  return redirect(pathWithNotice(`${ADMIN_BLOGS_PATH}${search}`, NOTICE_FOR[intent]!));
}

export default function BlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, total, page, pageCount, filters, notice } = loaderData;
  const [params] = useSearchParams();
  const filtered = hasActivePostFilters(filters);
  return (
    <>
      <LoadingBlogStatus />
      <AdminPageHeader
        eyebrow="Blog"
        title="Blog posts"
        description="Every post, drafts included. Publish, edit or remove articles; changes show on the blog at once."
        actions={
          <ButtonLink to="/admin/blogs/new">
            <Plus aria-hidden="true" className="size-4" />
            New blog post
          </ButtonLink>
        }
      />

      <div className="mt-8 space-y-6">
        <OutcomeNotice error={actionData?.message} notice={notice} />

        <ListFilters
          label="Filter blog posts"
          searchPlaceholder="Search blogs..."
          values={{ q: filters.q, category: filters.category, status: filters.status }}
          selects={[
            { name: "category", label: "Category", options: CATEGORY_FILTER_OPTIONS },
            { name: "status", label: "Status", options: STATUS_FILTER_OPTIONS },
          ]}
        />

        {posts.length ? (
          <>
            <ListCount
              total={total}
              noun="post"
              page={page}
              pageSize={ADMIN_POSTS_PAGE_SIZE}
              shown={posts.length}
            />
            <PostTable posts={posts} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefForPage={(n) => `${ADMIN_BLOGS_PATH}${searchWithPage(withoutNotice(params), n)}`}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-4 font-semibold text-navy-900">
              No blog posts found matching your criteria.
            </p>
            {filtered ? (
              <Link
                to={ADMIN_BLOGS_PATH}
                className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Clear filters
              </Link>
            ) : (
              <Link
                to="/admin/blogs/new"
                className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Write the first post
              </Link>
            )}
          </div>
        )}
      </div>
    </>
  );
}

function withoutNotice(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("notice");
  return next;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (clientErrorOf(error)) return <AdminErrorPanel />;
  return (
    <>
      <AdminPageHeader eyebrow="Blog" title="Blog posts" />
      <Notice tone="error" className="mt-8">
        <p>{POST_MESSAGES.listFailed}</p>
      </Notice>
    </>
  );
}
