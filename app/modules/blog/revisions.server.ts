import { eq } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { db, type Tx } from "~/db/client.server";
import { blogPosts, postRevisions } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import {
  EARLIER_VERSION_AUTHOR,
  diffFields,
  getRevisionIn,
  hasRevisionIn,
  listRevisionsIn,
  recordRevisionIn,
  savedSinceIn,
  type DiffField,
  type FieldDiff,
  type RevisionKind,
  type RevisionListItem,
  type RevisionStore,
} from "~/modules/revisions/revision-history.server";
import type { RevisionReader } from "~/modules/revisions/revision-view.server";
import { isSlugId, isUuid } from "~/utils/ids";
import { categoryName } from "./categories";

/**
 * Revisions of posts: every save of a post keeps what was saved (up to
 * POST_REVISION_LIMIT, oldest dropped first), by the rules pages share
 * (app/modules/revisions). Autosaves while typing keep one revision that
 * each autosave replaces, so they never push real saves out.
 */

export const POST_REVISION_LIMIT = 50;

export { EARLIER_VERSION_AUTHOR };
export type { FieldDiff, RevisionKind, RevisionListItem };

const POST_REVISIONS: RevisionStore<typeof postRevisions> = {
  table: postRevisions,
  id: postRevisions.id,
  owner: postRevisions.postId,
  kind: postRevisions.kind,
  savedByName: postRevisions.savedByName,
  createdAt: postRevisions.createdAt,
  limit: POST_REVISION_LIMIT,
};

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
export function recordRevision(
  tx: Tx,
  postId: string,
  fields: RevisionFields,
  actor: Actor,
  kind: RevisionKind,
): Promise<void> {
  return recordRevisionIn(POST_REVISIONS, tx, postId, fields, actor, kind);
}

/**
 * Whether the post was saved or restored after `since` (when an editor's form
 * was loaded): that form's autosaves are then stale and must not overwrite it.
 */
export function savedSince(tx: Tx, postId: string, since: Date): Promise<boolean> {
  return savedSinceIn(POST_REVISIONS, tx, postId, since);
}

/**
 * Before the first change to a post that has no revision yet (saved before
 * revisions were kept, or seeded), keeps the post as it is, so that version
 * can still be restored.
 */
export async function keepFirstVersion(tx: Tx, postId: string): Promise<void> {
  if (await hasRevisionIn(POST_REVISIONS, tx, postId)) return;
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

/** The History panel's list, newest first. */
export function listRevisionsForAdmin(postId: string): Promise<RevisionListItem[]> {
  return listRevisionsIn(POST_REVISIONS, postId);
}

export async function getRevision(postId: string, revisionId: string | null | undefined) {
  if (!isUuid(revisionId)) return null;
  return getRevisionIn(POST_REVISIONS, postId, revisionId);
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

const FIELDS: ReadonlyArray<DiffField<RevisionFields>> = [
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
  return diffFields(FIELDS, to, from);
}

/** The post's current fields, as a revision would hold them. */
export async function currentRevisionFields(postId: string): Promise<RevisionFields | null> {
  if (!isSlugId(postId)) return null;
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

/** What the post's History page reads. */
export const POST_REVISION_READER: RevisionReader<RevisionFields> = {
  current: currentRevisionFields,
  list: listRevisionsForAdmin,
  get: getRevision,
  diff: diffRevision,
};
