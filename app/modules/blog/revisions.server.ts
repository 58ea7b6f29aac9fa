import { diffWords, type Change } from "diff";
import { and, desc, eq, gt, ne, notInArray } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { db, type Tx } from "~/db/client.server";
import { blogPosts, postRevisions } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { isUuid } from "~/utils/ids";
import { categoryName } from "./categories";

/**
 * Revisions: every save of a post keeps what was saved (up to
 * POST_REVISION_LIMIT, oldest dropped first). Autosaves while typing keep one
 * revision that each autosave replaces, so they never push real saves out.
 */

export const POST_REVISION_LIMIT = 50;

export type RevisionKind = "save" | "autosave" | "restore";

/** The fields a revision keeps (the post's content, not its publishing state). */
export type RevisionFields = {
  title: string;
  slug: string;
  summary: string;
  content: string;
  category: string;
  tags: string[];
  author: string;
  authorImage: string | null;
  imageUrl: string | null;
};

/** Called inside the write's transaction, so a revision exists exactly when the save does. */
export async function recordRevision(
  tx: Tx,
  postId: string,
  fields: RevisionFields,
  actor: Actor,
  kind: RevisionKind,
): Promise<void> {
  const values = {
    ...fields,
    kind,
    savedById: actor.user.id,
    savedByName: actor.user.name,
    createdAt: new Date(),
  };
  if (kind === "autosave") {
    const [latest] = await tx
      .select({ id: postRevisions.id, kind: postRevisions.kind })
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId))
      .orderBy(desc(postRevisions.createdAt))
      .limit(1);
    if (latest?.kind === "autosave") {
      await tx.update(postRevisions).set(values).where(eq(postRevisions.id, latest.id));
      return;
    }
  }
  if (kind !== "autosave") {
    // A real save supersedes the autosave of the same editing session (as
    // WordPress drops its autosave on save): History lists what was saved.
    // A post has at most one autosave, always its newest revision.
    await tx
      .delete(postRevisions)
      .where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "autosave")));
  }
  await tx.insert(postRevisions).values({ postId, ...values });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt))
    .limit(POST_REVISION_LIMIT);
  await tx
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, kept)));
}

/**
 * Whether the post was saved or restored after `since` (when an editor's form
 * was loaded): that form's autosaves are then stale and must not overwrite it.
 */
export async function savedSince(tx: Tx, postId: string, since: Date): Promise<boolean> {
  const [later] = await tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        ne(postRevisions.kind, "autosave"),
        gt(postRevisions.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/** Who a post's oldest version is credited to when it was saved before revisions were kept. */
export const EARLIER_VERSION_AUTHOR = "Before history was kept";

/**
 * Before the first change to a post that has no revision yet (saved before
 * revisions were kept, or seeded), keeps the post as it is, so that version
 * can still be restored.
 */
export async function keepFirstVersion(tx: Tx, postId: string): Promise<void> {
  const [existing] = await tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .limit(1);
  if (existing) return;
  const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
  if (!post) return;
  await tx.insert(postRevisions).values({
    postId,
    kind: "save",
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    content: post.content,
    category: post.category,
    tags: post.tags,
    author: post.author,
    authorImage: post.authorImage,
    imageUrl: post.imageUrl,
    savedById: null,
    savedByName: EARLIER_VERSION_AUTHOR,
    createdAt: post.updatedAt,
  });
}

export type RevisionListItem = {
  id: string;
  kind: string;
  savedByName: string;
  createdAt: Date;
};

/** The History panel's list, newest first. */
export async function listRevisionsForAdmin(postId: string): Promise<RevisionListItem[]> {
  return db()
    .select({
      id: postRevisions.id,
      kind: postRevisions.kind,
      savedByName: postRevisions.savedByName,
      createdAt: postRevisions.createdAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt))
    .limit(POST_REVISION_LIMIT);
}

export async function getRevision(postId: string, revisionId: string | null | undefined) {
  if (!isUuid(revisionId)) return null;
  const [row] = await db()
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)))
    .limit(1);
  return row ?? null;
}

/** An article's HTML as the words a reader sees, one block per line (for a readable diff). */
export function readableText(html: string): string {
  const marked = html
    .replace(/<(?:br|hr)\s*\/?>/gi, "\n")
    .replace(/<\/(?:p|h[1-6]|li|blockquote|pre|figure|figcaption|tr|table)>/gi, "$&\n")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "[image: $1]");
  return DomUtils.textContent(parseDocument(marked))
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type FieldDiff = { field: string; label: string; parts: Change[] };

const FIELDS: ReadonlyArray<{
  field: string;
  label: string;
  text: (post: RevisionFields) => string;
}> = [
  { field: "title", label: "Title", text: (post) => post.title },
  { field: "slug", label: "Slug", text: (post) => post.slug },
  { field: "summary", label: "Summary", text: (post) => post.summary },
  { field: "category", label: "Category", text: (post) => categoryName(post.category) },
  { field: "tags", label: "Tags", text: (post) => post.tags.join(", ") },
  { field: "author", label: "Author", text: (post) => post.author },
  { field: "imageUrl", label: "Cover image", text: (post) => post.imageUrl ?? "" },
  { field: "authorImage", label: "Author picture", text: (post) => post.authorImage ?? "" },
  { field: "content", label: "Content", text: (post) => readableText(post.content) },
];

/** What restoring `from` would change in `to`: the differing fields, word by word. */
export function diffRevision(to: RevisionFields, from: RevisionFields): FieldDiff[] {
  return FIELDS.flatMap(({ field, label, text }) => {
    const before = text(to);
    const after = text(from);
    return before === after ? [] : [{ field, label, parts: diffWords(before, after) }];
  });
}

/** The post's current fields, as a revision would hold them. */
export async function currentRevisionFields(postId: string): Promise<RevisionFields | null> {
  const [row] = await db()
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      summary: blogPosts.summary,
      content: blogPosts.content,
      category: blogPosts.category,
      tags: blogPosts.tags,
      author: blogPosts.author,
      authorImage: blogPosts.authorImage,
      imageUrl: blogPosts.imageUrl,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  return row ?? null;
}
