import { Form, Link } from "react-router";
import { AdminTable, AdminTableHead, TD } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { StatusBadge } from "~/components/admin/status-badge";
import { CategoryBadge } from "~/components/blog/category-badge";
import { CircleCheck, ExternalLink, EyeOff, Pencil, ScanEye, Trash2 } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { formatAdminDateTime, formatAdminDate } from "~/utils/dates";
import { PostThumbnail } from "./post-thumbnail";
import type { AdminPostListItem } from "./types";

const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The spec's columns: Title (cover + summary), Category, Author, Date, Status, Actions. */
export function PostTable({ posts }: { posts: AdminPostListItem[] }) {
  return (
    <AdminTable caption="Blog posts">
      <AdminTableHead
        columns={[
          "Title",
          "Category",
          "Author",
          "Date",
          "Status",
          { label: "Actions", align: "right" },
        ]}
      />
      <tbody role="rowgroup">
        {posts.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </tbody>
    </AdminTable>
  );
}

function PostRow({ post }: { post: AdminPostListItem }) {
  return (
    <tr role="row" className="hover:bg-slate-50/60">
      <td role="cell" data-label="Title" className={cn(TD, "min-w-72 max-w-md")}>
        <div className="flex items-center gap-4">
          <PostThumbnail src={post.imageUrl} category={post.category} />
          <div className="min-w-0">
            <Link
              to={`/admin/blogs/edit/${post.id}`}
              className="font-semibold text-navy-900 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {post.title}
            </Link>
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{post.summary}</p>
          </div>
        </div>
      </td>
      <td role="cell" data-label="Category" className={TD}>
        <CategoryBadge category={post.category} className="whitespace-nowrap" />
      </td>
      <td role="cell" data-label="Author" className={cn(TD, "whitespace-nowrap")}>
        {post.author}
      </td>
      <td role="cell" data-label="Date" className={cn(TD, "whitespace-nowrap")}>
        {post.publishedAt ? formatAdminDate(post.publishedAt) : "N/A"}
      </td>
      <td role="cell" data-label="Status" className={TD}>
        {post.isPublished ? (
          <StatusBadge tone="green">Published</StatusBadge>
        ) : post.scheduledAt ? (
          <>
            <StatusBadge tone="violet">Scheduled</StatusBadge>
            <time
              dateTime={new Date(post.scheduledAt).toISOString()}
              className="mt-1 block whitespace-nowrap text-xs text-slate-600"
            >
              {formatAdminDateTime(post.scheduledAt)}
            </time>
          </>
        ) : (
          <StatusBadge tone="amber">Draft</StatusBadge>
        )}
      </td>
      <td role="cell" data-label="Actions" className={cn(TD, "text-right")}>
        <RowActions post={post} />
      </td>
    </tr>
  );
}

function RowActions({ post }: { post: AdminPostListItem }) {
  // Visitors' page for a published post; the admin-only preview for a draft.
  const viewUrl = post.isPublished ? `/blog/${post.slug}` : `/admin/blogs/preview/${post.id}`;
  const ViewIcon = post.isPublished ? ExternalLink : ScanEye;
  const viewLabel = post.isPublished ? "View" : "Preview";
  const toggle = post.isPublished
    ? { intent: "unpublish", label: "Unpublish", icon: EyeOff }
    : { intent: "publish", label: "Publish", icon: CircleCheck };
  const ToggleIcon = toggle.icon;
  return (
    <div className="inline-flex items-center justify-end gap-1">
      <a
        href={viewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={ICON_BUTTON}
        aria-label={`${viewLabel} ${post.title} (opens in a new tab)`}
        title={`${viewLabel} (new tab)`}
      >
        <ViewIcon aria-hidden="true" className="size-[18px]" />
      </a>
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value={toggle.intent} />
        <input type="hidden" name="id" value={post.id} />
        <button
          type="submit"
          className={cn(
            ICON_BUTTON,
            post.isPublished ? "hover:text-amber-700" : "hover:text-emerald-700",
          )}
          aria-label={`${toggle.label} ${post.title}`}
          title={toggle.label}
        >
          <ToggleIcon aria-hidden="true" className="size-[18px]" />
        </button>
      </Form>
      <Link
        to={`/admin/blogs/edit/${post.id}`}
        className={ICON_BUTTON}
        aria-label={`Edit ${post.title}`}
        title="Edit"
      >
        <Pencil aria-hidden="true" className="size-[18px]" />
      </Link>
      <ConfirmDialog
        title="Confirm Delete"
        trigger={{
          content: <Trash2 aria-hidden="true" className="size-[18px]" />,
          className: cn(ICON_BUTTON, "hover:bg-red-50 hover:text-red-700"),
          "aria-label": `Delete ${post.title}`,
          title: "Delete",
        }}
        fields={{ intent: "delete", id: post.id }}
      >
        <p>Are you sure you want to delete this blog post? This action cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
