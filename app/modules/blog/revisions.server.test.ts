import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, postRevisions } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { createPost, getPostForAdmin, setPostPublished, updatePost } from "./blog-admin.server";
import { autosavePost } from "./post-writes.server";
import { restoreRevision } from "./revision-restore.server";
import {
  EARLIER_VERSION_AUTHOR,
  POST_REVISION_LIMIT,
  currentRevisionFields,
  diffRevision,
  listRevisionsForAdmin,
  readableText,
} from "./revisions.server";
import { parsedForm, writeForm } from "../../../tests/helpers/form-write";
import { PostFormSchema } from "~/modules/blog/post-schema";

setupTestDatabase();

let admin: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("historian")).cookie);
});

const fields = (slug: string, content: string, extra: Record<string, string> = {}) =>
  form({
    title: `History of ${slug}`,
    slug,
    summary: "A summary.",
    category: "cloud",
    author: "Ada Admin",
    content,
    ...extra,
  });

async function create(slug: string, content: string) {
  const result = await writeForm(PostFormSchema, fields(slug, content), (input) =>
    createPost(admin, input),
  );
  if (!result.ok) throw new Error("not created");
  return result.value.id;
}

test("each save keeps a revision; restoring one brings its content back and is itself undoable", async () => {
  const id = await create("kept-versions", "<p>The first draft.</p>");
  await writeForm(
    PostFormSchema,
    fields("kept-versions", "<p>The second draft, much better.</p>"),
    (input) => updatePost(admin, id, input),
  );
  const revisions = await listRevisionsForAdmin(id);
  expect(revisions.map((revision) => revision.kind)).toEqual(["save", "save"]);
  expect(revisions[0]?.savedByName).toBe(admin.user.name);

  const first = revisions[1]!;
  const current = (await currentRevisionFields(id))!;
  const [row] = await db().select().from(postRevisions).where(eq(postRevisions.id, first.id));
  const diff = diffRevision(current, row!);
  expect(diff.map((field) => field.field)).toEqual(["content"]);
  const words = diff[0]!.parts;
  const removed = words
    .filter((part) => part.removed)
    .map((part) => part.value)
    .join(" ");
  const added = words
    .filter((part) => part.added)
    .map((part) => part.value)
    .join(" ");
  expect(removed).toMatch(/second.*much better/);
  expect(added).toContain("first");

  expect(await restoreRevision(admin, id, first.id)).toEqual({
    ok: true,
    value: { slugKept: false },
  });
  expect((await getPostForAdmin(id))?.content).toBe("<p>The first draft.</p>");
  const after = await listRevisionsForAdmin(id);
  expect(after[0]?.kind).toBe("restore");
  // The version that was replaced is still there to go back to.
  expect(after).toHaveLength(3);

  expect(await restoreRevision(admin, id, "00000000-0000-4000-8000-000000000000")).toMatchObject({
    ok: false,
    reason: "not-found",
  });
});

test("at most the limit of revisions is kept, the oldest dropped first", async () => {
  const id = await create("many-versions", "<p>Version 0.</p>");
  for (let index = 1; index <= POST_REVISION_LIMIT + 2; index++) {
    await writeForm(PostFormSchema, fields("many-versions", `<p>Version ${index}.</p>`), (input) =>
      updatePost(admin, id, input),
    );
  }
  const revisions = await db().select().from(postRevisions).where(eq(postRevisions.postId, id));
  expect(revisions).toHaveLength(POST_REVISION_LIMIT);
  const contents = revisions.map((revision) => revision.content);
  expect(contents).toContain(`<p>Version ${POST_REVISION_LIMIT + 2}.</p>`);
  expect(contents).not.toContain("<p>Version 0.</p>");
});

test("autosave saves a draft's content without publishing it, and keeps one autosave revision", async () => {
  const id = await create("autosaved-draft", "<p>Typed so far.</p>");
  const typing = (content: string) =>
    fields("autosaved-draft", content, { isPublished: "on", scheduledFor: "2099-01-01T09:00" });
  expect(
    await autosavePost(
      admin,
      id,
      parsedForm(PostFormSchema, typing("<p>Typed a little more.</p>")),
    ),
  ).toMatchObject({
    status: "saved",
  });
  expect(
    await autosavePost(admin, id, parsedForm(PostFormSchema, typing("<p>Typed even more.</p>"))),
  ).toMatchObject({
    status: "saved",
  });
  const post = await getPostForAdmin(id);
  expect(post).toMatchObject({
    content: "<p>Typed even more.</p>",
    isPublished: false,
    scheduledAt: null,
  });
  expect((await listRevisionsForAdmin(id)).map((revision) => revision.kind)).toEqual([
    "autosave",
    "save",
  ]);

  // A form that is not valid yet is not saved (one that does not parse is refused by the
  // route, tests/integration/action-results.test.ts); a published post is never autosaved.
  expect(
    await autosavePost(
      admin,
      id,
      parsedForm(PostFormSchema, fields("autosaved-draft", "<script>x()</script>")),
    ),
  ).toEqual({
    status: "invalid",
  });
  await setPostPublished(admin, form({ intent: "publish", id }));
  expect(
    await autosavePost(admin, id, parsedForm(PostFormSchema, typing("<p>Live edit.</p>"))),
  ).toEqual({
    status: "published",
  });
  expect((await getPostForAdmin(id))?.content).toBe("<p>Typed even more.</p>");
});

test("a save supersedes the autosave before it: History lists what was saved", async () => {
  const id = await create("autosave-then-save", "<p>First words.</p>");
  await autosavePost(
    admin,
    id,
    parsedForm(PostFormSchema, fields("autosave-then-save", "<p>Typing…</p>")),
  );
  expect((await listRevisionsForAdmin(id)).map((revision) => revision.kind).sort()).toEqual([
    "autosave",
    "save",
  ]);
  expect(
    await writeForm(PostFormSchema, fields("autosave-then-save", "<p>Saved words.</p>"), (input) =>
      updatePost(admin, id, input),
    ),
  ).toMatchObject({ ok: true });
  const revisions = await listRevisionsForAdmin(id);
  expect(revisions.map((revision) => revision.kind)).toEqual(["save", "save"]);
});

test("the content diff reads as text: blocks on their own lines, images by their alt text", () => {
  expect(
    readableText('<h2>Plan &amp; budget</h2><p>One<br>two</p><img src="/x.png" alt="A chart">'),
  ).toBe("Plan & budget\nOne\ntwo\n[image: A chart]");
});

test("a post saved before revisions were kept keeps its old version on its first change", async () => {
  await db().insert(blogPosts).values({
    id: "legacy-post-1",
    slug: "legacy-post",
    title: "Legacy post",
    summary: "From before.",
    content: "<p>The words from before history.</p>",
    category: "cloud",
    author: "Old Author",
  });
  await writeForm(PostFormSchema, fields("legacy-post", "<p>New words.</p>"), (input) =>
    updatePost(admin, "legacy-post-1", input),
  );
  const revisions = await listRevisionsForAdmin("legacy-post-1");
  expect(revisions.map((revision) => revision.savedByName)).toEqual([
    admin.user.name,
    EARLIER_VERSION_AUTHOR,
  ]);
  await restoreRevision(admin, "legacy-post-1", revisions[1]!.id);
  expect((await getPostForAdmin("legacy-post-1"))?.content).toBe(
    "<p>The words from before history.</p>",
  );
});
