import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { blogSlugHistory } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { changesContent } from "../../../tests/helpers/content-version";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import type { Actor } from "~/modules/actor/actor";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { requireStaffActor } from "~/routes/session-guard.server";
import { parseAdminPostFilters } from "./admin-post-filters";
import {
  createPost,
  deletePost,
  getPostForAdmin,
  listPostsForAdmin,
  setPostPublished,
  updatePost,
} from "./blog-admin.server";
import { getPublishedPostBySlug } from "./blog.server";
import { POST_MESSAGES } from "./post-messages";
import { findRenamedPublishedSlug } from "./slug-history.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { PostFormSchema } from "~/modules/blog/post-schema";

setupTestDatabase();

let admin: Actor;

beforeAll(async () => {
  const account = await createAdmin("blog");
  const request = new Request("http://localhost:3000/admin/blogs", {
    headers: { cookie: account.cookie },
  });
  admin = await requireStaffActor(request, "203.0.113.7", null);
});

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

let counter = 0;
function postForm(overrides: Record<string, string | string[]> = {}) {
  counter += 1;
  return form({
    title: `Post number ${counter}`,
    summary: "A summary.",
    category: "cloud",
    author: "Ada Admin",
    content: "<p>Hello <strong>world</strong>.</p>",
    ...overrides,
  });
}

async function created(overrides: Record<string, string | string[]> = {}) {
  const result = await writeForm(PostFormSchema, postForm(overrides), (input) =>
    createPost(admin, input),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.result?.error));
  return (await getPostForAdmin(result.value.id))!;
}

const filters = (query: string) => parseAdminPostFilters(new URLSearchParams(query));

test("a new draft has no date and is invisible to visitors", async () => {
  const post = await created({ title: "Quiet draft" });
  expect(post).toMatchObject({ slug: "quiet-draft", isPublished: false, publishedAt: null });
  expect(post.id).toMatch(/^quiet-draft-[0-9a-z]+$/);
  expect(await getPublishedPostBySlug("quiet-draft")).toBeNull();
});

test("a new published post is dated now and public at once", async () => {
  const before = Date.now();
  const post = await created({ title: "Loud launch", isPublished: "on" });
  expect(post.isPublished).toBe(true);
  expect(post.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect((await getPublishedPostBySlug("loud-launch"))?.title).toBe("Loud launch");
});

test("content is sanitized on save; markup with nothing left is 'Content is required'", async () => {
  const post = await created({
    content: '<p onclick="x()">Safe<script>alert(1)</script></p><a href="javascript:x()">y</a>',
  });
  expect(post.content).toBe("<p>Safe</p>");
  const empty = await writeForm(
    PostFormSchema,
    postForm({ content: "<script>alert(1)</script>" }),
    (input) => createPost(admin, input),
  );
  expect(empty.ok).toBe(false);
  if (!empty.ok) expect(empty.result?.error?.content).toEqual([POST_MESSAGES.contentRequired]);
});

test("bad input is refused with the field messages and the typed values kept", async () => {
  const result = await writeForm(
    PostFormSchema,
    form({ title: "Only a title", summary: "" }),
    (input) => createPost(admin, input),
  );
  expect(result).toMatchObject({ ok: false, reason: "invalid" });
  if (result.ok) return;
  expect(result.result?.error).toMatchObject({
    summary: [POST_MESSAGES.summaryRequired],
    content: [POST_MESSAGES.contentRequired],
  });
  expect(result.result?.initialValue).toMatchObject({ title: "Only a title" });
});

test("a slug in use is a field message, never an error page", async () => {
  await created({ title: "Taken slug" });
  const again = await writeForm(
    PostFormSchema,
    postForm({ title: "Something else", slug: "taken-slug" }),
    (input) => createPost(admin, input),
  );
  expect(again.ok).toBe(false);
  if (!again.ok) expect(again.result?.error?.slug).toEqual([POST_MESSAGES.slugTaken]);
  const other = await created({ title: "Other post" });
  const rename = await writeForm(
    PostFormSchema,
    postForm({ title: "x", slug: "taken-slug" }),
    (input) => updatePost(admin, other.id, input),
  );
  expect(rename.ok === false && rename.result?.error?.slug).toEqual([POST_MESSAGES.slugTaken]);
});

test("editing a published post keeps its date; a rename records the old slug", async () => {
  const post = await created({ title: "Dated post", isPublished: "on" });
  const result = await writeForm(
    PostFormSchema,
    postForm({ title: "Dated post, revised", slug: "dated-post-revised", isPublished: "on" }),
    (input) => updatePost(admin, post.id, input),
  );
  expect(result.ok).toBe(true);
  const after = (await getPostForAdmin(post.id))!;
  expect(after.publishedAt).toEqual(post.publishedAt);
  expect(after.title).toBe("Dated post, revised");
  expect(await findRenamedPublishedSlug("dated-post")).toBe("dated-post-revised");
  const history = await db()
    .select()
    .from(blogSlugHistory)
    .where(eq(blogSlugHistory.postId, post.id));
  expect(history.map((row) => row.oldSlug)).toEqual(["dated-post"]);
});

test("an empty slug on edit is derived from the title", async () => {
  const post = await created({ title: "Before rename" });
  await writeForm(PostFormSchema, postForm({ title: "After Rename!", slug: "" }), (input) =>
    updatePost(admin, post.id, input),
  );
  expect((await getPostForAdmin(post.id))?.slug).toBe("after-rename");
});

test("publishing a draft by the form dates it now; unpublishing keeps the date", async () => {
  const post = await created({ title: "Form publish" });
  await writeForm(PostFormSchema, postForm({ title: "Form publish", isPublished: "on" }), (input) =>
    updatePost(admin, post.id, input),
  );
  const published = (await getPostForAdmin(post.id))!;
  expect(published.publishedAt).toBeInstanceOf(Date);
  await writeForm(PostFormSchema, postForm({ title: "Form publish" }), (input) =>
    updatePost(admin, post.id, input),
  );
  const unpublished = (await getPostForAdmin(post.id))!;
  expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
  expect(await getPublishedPostBySlug("form-publish")).toBeNull();
});

test("the list's toggle publishes (now), unpublishes (date kept) and re-publishes (now again)", async () => {
  const post = await created({ title: "Toggled" });
  const publish = form({ intent: "publish", id: post.id });
  expect(await setPostPublished(admin, publish)).toMatchObject({ ok: true });
  const first = (await getPostForAdmin(post.id))!.publishedAt!;
  expect((await getPublishedPostBySlug("toggled"))?.id).toBe(post.id);

  await setPostPublished(admin, form({ intent: "unpublish", id: post.id }));
  expect(await getPostForAdmin(post.id)).toMatchObject({ isPublished: false, publishedAt: first });
  expect(await getPublishedPostBySlug("toggled")).toBeNull();

  await new Promise((resolve) => setTimeout(resolve, 5));
  await setPostPublished(admin, publish);
  const again = (await getPostForAdmin(post.id))!.publishedAt!;
  expect(again.getTime()).toBeGreaterThan(first.getTime());
});

test("toggle and delete refuse bad requests and unknown ids", async () => {
  expect(await setPostPublished(admin, form({ intent: "delete", id: "x" }))).toMatchObject({
    ok: false,
    reason: "invalid",
  });
  expect(await setPostPublished(admin, form({ intent: "publish", id: "nope" }))).toMatchObject({
    ok: false,
    reason: "not-found",
  });
  expect(await deletePost(admin, form({ intent: "delete", id: "nope" }))).toMatchObject({
    ok: false,
    reason: "not-found",
  });
  expect(
    await writeForm(PostFormSchema, postForm(), (input) => updatePost(admin, "nope", input)),
  ).toMatchObject({ ok: false, reason: "not-found" });
});

test("delete removes the post and its slug history", async () => {
  const post = await created({ title: "Doomed", isPublished: "on" });
  await writeForm(PostFormSchema, postForm({ title: "Doomed", slug: "doomed-renamed" }), (input) =>
    updatePost(admin, post.id, input),
  );
  expect(await deletePost(admin, form({ intent: "delete", id: post.id }))).toMatchObject({
    ok: true,
  });
  expect(await getPostForAdmin(post.id)).toBeNull();
  const history = await db()
    .select()
    .from(blogSlugHistory)
    .where(eq(blogSlugHistory.postId, post.id));
  expect(history).toEqual([]);
});

test("every write is audited with the actor, target and IP", async () => {
  const post = await created({ title: "Audited" });
  await writeForm(PostFormSchema, postForm({ title: "Audited" }), (input) =>
    updatePost(admin, post.id, input),
  );
  await setPostPublished(admin, form({ intent: "publish", id: post.id }));
  await setPostPublished(admin, form({ intent: "unpublish", id: post.id }));
  await deletePost(admin, form({ intent: "delete", id: post.id }));
  const entries = (await listAuditEntries(500)).filter((entry) => entry.targetId === post.id);
  expect(entries.map((entry) => entry.action).sort()).toEqual([
    "post.create",
    "post.delete",
    "post.publish",
    "post.unpublish",
    "post.update",
  ]);
  expect(entries.every((entry) => entry.ip === "203.0.113.7" && entry.actorId)).toBe(true);
});

test("the admin list: drafts included, search over title, summary or content, filters", async () => {
  await created({ title: "Quasar pipelines", category: "data-engineering", isPublished: "on" });
  await created({ title: "Plain", summary: "All about quasar streams.", category: "ai" });
  await created({ title: "Body only", content: "<p>Mentions a quasar once.</p>", category: "ai" });
  await created({ title: "Tagged only", tags: ["quasar"], category: "ai" });

  const titles = async (query: string) =>
    (await listPostsForAdmin(filters(query))).posts.map((post) => post.title).sort();
  expect(await titles("q=QUASAR")).toEqual(["Body only", "Plain", "Quasar pipelines"]);
  expect(await titles("q=quasar&category=ai")).toEqual(["Body only", "Plain"]);
  expect(await titles("q=quasar&status=published")).toEqual(["Quasar pipelines"]);
  expect(await titles("q=quasar&status=draft")).toEqual(["Body only", "Plain"]);
  // LIKE wildcards are text, not patterns.
  expect(await titles("q=%25")).toEqual([]);
});

test("the admin list pages by 25, drafts without a date first", async () => {
  for (let i = 0; i < 26; i++) await created({ title: `Paged ${i}`, category: "tech" });
  const first = await listPostsForAdmin(filters("category=tech"));
  expect(first.total).toBeGreaterThanOrEqual(26);
  expect(first.posts).toHaveLength(25);
  expect(first.pageCount).toBe(Math.ceil(first.total / 25));
  const last = await listPostsForAdmin(filters(`category=tech&page=${first.pageCount}`));
  expect(last.posts.length).toBeGreaterThan(0);
  const all = await listPostsForAdmin(filters(""));
  const firstPublished = all.posts.findIndex((post) => post.publishedAt);
  expect(all.posts.slice(0, firstPublished).every((post) => !post.publishedAt)).toBe(true);
});

test("every write marks the public content changed (listing, article, feeds, sitemap)", async () => {
  let id = "";
  expect(
    await changesContent(async () => {
      id = (await created({ title: "Versioned post", isPublished: "on" })).id;
    }),
  ).toBe(true);
  expect(
    await changesContent(() =>
      writeForm(PostFormSchema, postForm({ title: "Versioned post", slug: "moved" }), (input) =>
        updatePost(admin, id, input),
      ),
    ),
  ).toBe(true);
  expect(await changesContent(() => setPostPublished(admin, form({ intent: "publish", id })))).toBe(
    true,
  );
  expect(
    await changesContent(() => setPostPublished(admin, form({ intent: "unpublish", id }))),
  ).toBe(true);
  expect(await changesContent(() => deletePost(admin, form({ intent: "delete", id })))).toBe(true);
  expect(await changesContent(() => deletePost(admin, form({ intent: "delete", id })))).toBe(false);
});
