import { and, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/sql-helpers.server";
import { blogPosts } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { describeImagesFromPost } from "~/modules/media/describe-from-post.server";
import { queueScheduledPublish } from "./scheduled-publishing.server";
import type { Actor } from "~/modules/actor/actor";
import { getLogger } from "~/utils/logger.server";
import { newPostId } from "./post-ids";
import { POST_MESSAGES } from "./post-messages";
import { hasVisibleContent, type PostFormValues } from "./post-schema";
import { nextPublishedAt } from "./publishing";
import { sanitizePostHtml } from "./sanitize.server";
import {
  keepFirstVersion,
  recordRevision,
  savedSince,
  type RevisionFields,
} from "./revisions.server";
import { recordSlugChange } from "./slug-history.server";
import { isSlugId } from "~/utils/ids";
import { refused, rejected, written, type Rejection, type Result } from "~/utils/domain-result";
import { assertActorMay } from "~/modules/roles/authorize";

/**
 * The blog form's writes (new and edit); import them from blog-admin.server.
 * Each checks the administrator itself, takes the form as the route parsed
 * it with PostFormSchema, sanitizes the HTML, writes in one transaction (which also marks
 * the public content changed, so cached pages are fresh before the save
 * returns) and writes its audit entry in that transaction: a save whose
 * entry cannot be written is not saved. Alt text given to a library image
 * without a description becomes its description in the same transaction.
 */

export type PostWriteResult = Result<{ id: string; slug: string }>;

const SLUG_TAKEN = Symbol("slug taken");

/** The values with their HTML sanitized, or the field error when nothing readable is left. */
function sanitizedPost(input: PostFormValues): Result<PostFormValues, Rejection<"invalid">> {
  const content = sanitizePostHtml(input.content);
  // Markup the allowlist drops entirely (a lone <script>) leaves nothing to read.
  if (!hasVisibleContent(content)) {
    return rejected("invalid", { content: [POST_MESSAGES.contentRequired] });
  }
  return written({ ...input, content });
}

/** What a save writes of the post's content (and what its revision keeps). */
function contentValues(values: PostFormValues): RevisionFields {
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
  };
}

function rowValues(values: PostFormValues) {
  return {
    ...contentValues(values),
    isPublished: values.isPublished,
    scheduledAt: values.scheduledAt,
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

/** A failed write: the slug race becomes the field message, anything else the spec's message. */
function writeFailure(error: unknown, message: string): PostWriteResult {
  if (error === SLUG_TAKEN || isUniqueViolation(error)) {
    return rejected("invalid", { slug: [POST_MESSAGES.slugTaken] });
  }
  getLogger().error({ err: error }, "blog post write failed");
  return refused("unavailable", message);
}

/** /admin/blogs/new: a draft or a published post (published_at = now). */
export async function createPost(actor: Actor, input: PostFormValues): Promise<PostWriteResult> {
  assertActorMay(actor, "blog");
  const sanitized = sanitizedPost(input);
  if (!sanitized.ok) return sanitized;
  const values = sanitized.value;
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
      await recordRevision(tx, id, contentValues(values), actor, "save");
      await describeImagesFromPost(tx, actor, values);
      // The post and its audit entry: both or neither.
      await recordAudit(
        {
          action: "post.create",
          actor: actor.user,
          target: { id },
          ip: actor.ip,
          details: {
            slug: values.slug,
            published: values.isPublished,
            ...(values.scheduledAt ? { scheduledFor: values.scheduledAt.toISOString() } : {}),
          },
        },
        tx,
      );
    });
  } catch (error) {
    return writeFailure(error, POST_MESSAGES.addFailed);
  }
  await queueScheduledPublish(values.scheduledAt);
  return written({ id, slug: values.slug });
}

/** /admin/blogs/edit/:id. Keeps a published post's date; a rename leaves the old slug in history. */
export async function updatePost(
  actor: Actor,
  id: string,
  input: PostFormValues,
): Promise<PostWriteResult> {
  assertActorMay(actor, "blog");
  const sanitized = sanitizedPost(input);
  if (!sanitized.ok) return sanitized;
  const values = sanitized.value;
  let before: { slug: string; isPublished: boolean } | null = null;
  try {
    // An id of another shape is the normal "not found", never a query.
    before = !isSlugId(id)
      ? null
      : await db().transaction(async (tx) => {
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
          if (values.slug !== current.slug && (await slugInUse(tx, values.slug, id)))
            throw SLUG_TAKEN;
          await keepFirstVersion(tx, id);
          await tx
            .update(blogPosts)
            .set({
              ...rowValues(values),
              publishedAt: nextPublishedAt(current, values.isPublished),
            })
            .where(eq(blogPosts.id, id));
          await recordSlugChange(tx, { postId: id, fromSlug: current.slug, toSlug: values.slug });
          await recordRevision(tx, id, contentValues(values), actor, "save");
          await describeImagesFromPost(tx, actor, values);
          await recordAudit(
            {
              action: "post.update",
              actor: actor.user,
              target: { id },
              ip: actor.ip,
              details: {
                slug: values.slug,
                published: values.isPublished,
                ...(current.slug !== values.slug ? { previousSlug: current.slug } : {}),
                ...(current.isPublished !== values.isPublished ? { publishChanged: true } : {}),
                ...(values.scheduledAt ? { scheduledFor: values.scheduledAt.toISOString() } : {}),
              },
            },
            tx,
          );
          return current;
        });
  } catch (error) {
    return writeFailure(error, POST_MESSAGES.updateFailed);
  }
  if (!before) return refused("not-found", POST_MESSAGES.notFound);
  await queueScheduledPublish(values.scheduledAt);
  return written({ id, slug: values.slug });
}

export type AutosaveResult =
  | { status: "saved"; savedAt: Date }
  | { status: "invalid" | "published" | "stale" | "not-found" | "failed" };

/**
 * The editor's autosave, every few seconds while a draft is edited: the
 * post's content only — never its publishing state or schedule, and never a
 * published post (whose live article changes only on an explicit save). A
 * form that is not valid yet (the route's parse, or no readable content) is
 * simply not saved this time. `formLoadedAt`: when the editor's form was
 * loaded; an autosave sent before a save but arriving after it (or after a
 * save from another tab) is stale and refused, never written over the save.
 */
export async function autosavePost(
  actor: Actor,
  id: string,
  input: PostFormValues,
  formLoadedAt?: Date,
): Promise<AutosaveResult> {
  assertActorMay(actor, "blog");
  const sanitized = sanitizedPost(input);
  if (!sanitized.ok) return { status: "invalid" };
  if (!isSlugId(id)) return { status: "not-found" };
  const fields = contentValues(sanitized.value);
  try {
    const status = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({ slug: blogPosts.slug, isPublished: blogPosts.isPublished })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!current) return "not-found" as const;
      if (current.isPublished) return "published" as const;
      if (formLoadedAt && (await savedSince(tx, id, formLoadedAt))) return "stale" as const;
      if (fields.slug !== current.slug && (await slugInUse(tx, fields.slug, id))) {
        return "invalid" as const;
      }
      await keepFirstVersion(tx, id);
      await tx.update(blogPosts).set(fields).where(eq(blogPosts.id, id));
      await recordSlugChange(tx, { postId: id, fromSlug: current.slug, toSlug: fields.slug });
      await recordRevision(tx, id, fields, actor, "autosave");
      await describeImagesFromPost(tx, actor, fields);
      return "saved" as const;
    });
    return status === "saved" ? { status, savedAt: new Date() } : { status };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "invalid" };
    getLogger().error({ err: error }, "blog post autosave failed");
    return { status: "failed" };
  }
}
