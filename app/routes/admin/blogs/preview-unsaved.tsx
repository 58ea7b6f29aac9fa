import { data } from "react-router";
import type { Route } from "./+types/preview-unsaved";
import { DraftPreview } from "~/components/admin/blogs/draft-preview";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { previewUnsavedPost } from "~/modules/blog/blog-admin.server";
import { ADMIN_BLOGS_PATH } from "~/modules/blog/post-notices";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { POST_REPEATABLE_FIELDS } from "~/modules/blog/post-schema";
import { readForm } from "~/utils/form.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Preview");

// The blog form's Preview button posts the form here, into a new tab.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, {
    repeatable: POST_REPEATABLE_FIELDS,
    unreadable: POST_MESSAGES.invalid,
  });
  if (!form.ok) return data({ message: form.message, post: null }, { status: 400 });
  return { message: null, post: previewUnsavedPost(form.formData) };
}

export default function PreviewUnsavedPost({ actionData }: Route.ComponentProps) {
  if (actionData?.post) return <DraftPreview post={actionData.post} />;
  return (
    <>
      <AdminPageHeader eyebrow="Blog" title="Preview" />
      <Notice tone={actionData?.message ? "error" : "info"} className="mt-8">
        <p>
          {actionData?.message ??
            "Nothing to preview here: use Preview on the blog form to see a post before saving it."}
        </p>
      </Notice>
      <ButtonLink to={ADMIN_BLOGS_PATH} variant="secondary" className="mt-6">
        All posts
      </ButtonLink>
    </>
  );
}
