import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { PostForm } from "~/components/admin/blogs/post-form";
import type { PostFormDefaults } from "~/components/admin/blogs/types";
import { AdminPageHeader } from "~/components/admin/page-header";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  invalidFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import { createPost } from "~/modules/blog/blog-admin.server";
import { ADMIN_BLOGS_PATH } from "~/modules/blog/post-notices";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { POST_REPEATABLE_FIELDS, PostFormSchema } from "~/modules/blog/post-schema";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New blog post");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "blog");
  // A new post starts as a draft written by whoever creates it.
  const defaults: PostFormDefaults = {
    title: "",
    slug: "",
    summary: "",
    category: "",
    tags: [],
    author: user.name,
    imageUrl: "",
    authorImage: "",
    content: "",
    isPublished: false,
    scheduledFor: "",
  };
  return { defaults };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, {
    repeatable: POST_REPEATABLE_FIELDS,
    unreadable: POST_MESSAGES.invalid,
  });
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parseWithZod(form.formData, { schema: PostFormSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const created = await createPost(actor, submission.value);
  if (!created.ok) return failedFormReply(submission, created);
  return redirect(pathWithNotice(ADMIN_BLOGS_PATH, "created"));
}

export default function NewBlog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        eyebrow="Blog"
        title="New blog post"
        description="Write the post, choose its category and cover, then publish it or keep it as a draft."
      />
      <div className="mt-8">
        <PostForm mode="new" defaults={loaderData.defaults} lastResult={actionData?.result} />
      </div>
    </>
  );
}
