import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, type BlogPost } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import { recordAudit } from "~/modules/accounts/audit.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import type { Client } from "~/modules/accounts/sign-in.server";
import { getLogger } from "~/utils/logger.server";
import { ADMIN_POSTS_PAGE_SIZE, type AdminPostFilters } from "./admin-post-filters";
import { newPostId } from "./post-ids";
import { POST_MESSAGES } from "./post-messages";
import {
  hasVisibleContent,
  PostActionSchema,
  PostFormSchema,
  type PostFormValues,
} from "./post-schema";
import { nextPublishedAt } from "./publishing";
import { sanitizePostHtml } from "./sanitize.server";
import { recordSlugChange } from "./slug-history.server";

/**
 * Admin reads and writes of blog posts. Reads see drafts too (the public
 * twins in blog.server.ts never do). Every write checks the administrator
 * itself, validates with the form's own schema, and leaves an audit entry.
 */

/** Who is asking: the request (for the session) and the client address (for the audit log). */
export type AdminClient = Client;

export type AdminPostRow = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "category"
  | "author"
  | "imageUrl"
  | "isPublished"
  | "publishedAt"
  | "createdAt"
>;

export type AdminPost = Omit<BlogPost, "search">;

export type AdminPostList = {
  posts: AdminPostRow[];
  total: number;
  page: number;
  pageCount: number;
};

const ROW_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  category: blogPosts.category,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
};

/**
 * Every post, drafts included: search over title, summary or content (the
 * spec's three), category and status filters, 25 rows a page. Drafts
 * without a date come first, then the newest.
 */
export async function listPostsForAdmin(filters: AdminPostFilters): Promise<AdminPostList> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.summary, pattern),
        ilike(blogPosts.content, pattern),
      )!,
    );
  }
  if (filters.category) conditions.push(eq(blogPosts.category, filters.category));
  if (filters.status) conditions.push(eq(blogPosts.isPublished, filters.status === "published"));
  const where = conditions.length ? and(...conditions) : undefined;

  const [totalRow] = await db().select({ value: count() }).from(blogPosts).where(where);
  const total = totalRow?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  if (!total) return { posts: [], total, page, pageCount };
  const posts = await db()
    .select(ROW_COLUMNS)
    .from(blogPosts)
    .where(where)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt))
    .limit(ADMIN_POSTS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_POSTS_PAGE_SIZE);
  return { posts, total, page, pageCount };
}

/** One post by id, draft or not; null when there is none. */
export async function getPostForAdmin(id: string | undefined): Promise<AdminPost | null> {
  if (!id) return null;
  const [row] = await db()
    .select({
      ...ROW_COLUMNS,
      content: blogPosts.content,
      tags: blogPosts.tags,
      authorImage: blogPosts.authorImage,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row ?? null;
}

export type PostWriteResult =
  | { ok: true; post: { id: string; slug: string } }
  | { ok: false; status: 400 | 404 | 503; result: SubmissionResult<string[]> };

/** What a rejected form needs: Conform's reply, which keeps every value as typed. */
type Submission = {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
};

const SLUG_TAKEN = Symbol("slug taken");

function fieldError(submission: Submission, name: string, message: string): PostWriteResult {
  return {
    ok: false,
    status: 400,
    result: submission.reply({ fieldErrors: { [name]: [message] } }),
  };
}

/** Validated, sanitized values, or the answer to send back with the fields as typed. */
function parsePostForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: PostFormSchema });
  if (submission.status !== "success") {
    return { submission, failure: { ok: false, status: 400, result: submission.reply() } as const };
  }
  const content = sanitizePostHtml(submission.value.content);
  // Markup the allowlist drops entirely (a lone <script>) leaves nothing to read.
  if (!hasVisibleContent(content)) {
    return {
      submission,
      failure: fieldError(submission, "content", POST_MESSAGES.contentRequired),
    };
  }
  return { submission, values: { ...submission.value, content } };
}

function rowValues(values: PostFormValues) {
  return {
    slug: values.slug,
    title: values.title,
    summary: values.summary,
    content: values.content,
    category: values.category,
    tags: values.tags,
    author: values.author,
    authorImage: values.authorImage,
    imageUrl: values.imageUrl,
    isPublished: values.isPublished,
  };
}

async function slugInUse(tx: Pick<ReturnType<typeof db>, "select">, slug: string, exceptId = "") {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A failed write: the slug race becomes the field message, anything else the spec's message. */
function writeFailure(submission: Submission, error: unknown, message: string): PostWriteResult {
  if (error === SLUG_TAKEN || isUniqueViolation(error)) {
    return fieldError(submission, "slug", POST_MESSAGES.slugTaken);
  }
  getLogger().error({ err: error }, "blog post write failed");
  return { ok: false, status: 503, result: submission.reply({ formErrors: [message] }) };
}

/** /admin/blogs/new: a draft or a published post (published_at = now). */
export async function createPost(
  client: AdminClient,
  formData: FormData,
): Promise<PostWriteResult> {
  const actor = await requireAdmin(client.request);
  const parsed = parsePostForm(formData);
  if (!parsed.values) return parsed.failure;
  const { values, submission } = parsed;
  const id = newPostId(values.slug);
  try {
    await db().transaction(async (tx) => {
      if (await slugInUse(tx, values.slug)) throw SLUG_TAKEN;
      await tx.insert(blogPosts).values({
        id,
        ...rowValues(values),
        publishedAt: nextPublishedAt(null, values.isPublished),
      });
      await recordSlugChange(tx, { postId: id, toSlug: values.slug });
    });
  } catch (error) {
    return writeFailure(submission, error, POST_MESSAGES.addFailed);
  }
  await recordAudit({
    action: "post.create",
    actor,
    target: { id },
    ip: client.ip,
    details: { slug: values.slug, published: values.isPublished },
  });
  return { ok: true, post: { id, slug: values.slug } };
}

/** /admin/blogs/edit/:id. Keeps a published post's date; a rename leaves the old slug in history. */
export async function updatePost(
  client: AdminClient,
  id: string,
  formData: FormData,
): Promise<PostWriteResult> {
  const actor = await requireAdmin(client.request);
  const parsed = parsePostForm(formData);
  if (!parsed.values) return parsed.failure;
  const { values, submission } = parsed;
  let before: { slug: string; isPublished: boolean } | null = null;
  try {
    before = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({
          slug: blogPosts.slug,
          isPublished: blogPosts.isPublished,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!current) return null;
      if (values.slug !== current.slug && (await slugInUse(tx, values.slug, id))) throw SLUG_TAKEN;
      await tx
        .update(blogPosts)
        .set({
          ...rowValues(values),
          publishedAt: nextPublishedAt(current, values.isPublished),
        })
        .where(eq(blogPosts.id, id));
      await recordSlugChange(tx, { postId: id, fromSlug: current.slug, toSlug: values.slug });
      return current;
    });
  } catch (error) {
    return writeFailure(submission, error, POST_MESSAGES.updateFailed);
  }
  if (!before) {
    return {
      ok: false,
      status: 404,
      result: submission.reply({ formErrors: [POST_MESSAGES.notFound] }),
    };
  }
  await recordAudit({
    action: "post.update",
    actor,
    target: { id },
    ip: client.ip,
    details: {
      slug: values.slug,
      published: values.isPublished,
      ...(before.slug !== values.slug ? { previousSlug: before.slug } : {}),
      ...(before.isPublished !== values.isPublished ? { publishChanged: true } : {}),
    },
  });
  return { ok: true, post: { id, slug: values.slug } };
}

export type PostActionResult =
  | { ok: true; post: { id: string; title: string; slug: string } }
  | { ok: false; status: 400 | 404 | 503; message: string };

function parseAction(formData: FormData, intents: string[]) {
  const parsed = PostActionSchema.safeParse(Object.fromEntries(formData));
  return parsed.success && intents.includes(parsed.data.intent) ? parsed.data : null;
}

const BAD_REQUEST = { ok: false, status: 400, message: POST_MESSAGES.invalid } as const;
const NOT_FOUND = { ok: false, status: 404, message: POST_MESSAGES.notFound } as const;

/** The list's publish / unpublish button (intent "publish" or "unpublish", id). */
export async function setPostPublished(
  client: AdminClient,
  formData: FormData,
): Promise<PostActionResult> {
  const actor = await requireAdmin(client.request);
  const action = parseAction(formData, ["publish", "unpublish"]);
  if (!action) return BAD_REQUEST;
  const publish = action.intent === "publish";
  let post: { id: string; title: string; slug: string } | null;
  try {
    post = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          isPublished: blogPosts.isPublished,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .where(eq(blogPosts.id, action.id))
        .for("update");
      if (!current) return null;
      await tx
        .update(blogPosts)
        .set({ isPublished: publish, publishedAt: nextPublishedAt(current, publish) })
        .where(eq(blogPosts.id, current.id));
      return { id: current.id, title: current.title, slug: current.slug };
    });
  } catch (error) {
    getLogger().error({ err: error }, "blog post publish toggle failed");
    return { ok: false, status: 503, message: POST_MESSAGES.toggleFailed };
  }
  if (!post) return NOT_FOUND;
  await recordAudit({
    action: publish ? "post.publish" : "post.unpublish",
    actor,
    target: { id: post.id },
    ip: client.ip,
    details: { slug: post.slug },
  });
  return { ok: true, post };
}

/** The list's Confirm Delete (intent "delete", id). Slug history goes with the post. */
export async function deletePost(
  client: AdminClient,
  formData: FormData,
): Promise<PostActionResult> {
  const actor = await requireAdmin(client.request);
  const action = parseAction(formData, ["delete"]);
  if (!action) return BAD_REQUEST;
  let post: { id: string; title: string; slug: string } | undefined;
  try {
    [post] = await db()
      .delete(blogPosts)
      .where(eq(blogPosts.id, action.id))
      .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
  } catch (error) {
    getLogger().error({ err: error }, "blog post delete failed");
    return { ok: false, status: 503, message: POST_MESSAGES.deleteFailed };
  }
  if (!post) return NOT_FOUND;
  await recordAudit({
    action: "post.delete",
    actor,
    target: { id: post.id },
    ip: client.ip,
    details: { slug: post.slug, title: post.title.slice(0, 200) },
  });
  return { ok: true, post };
}
