import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { postPreviewLinks } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { createPost, deletePost, setPostPublished } from "./blog-admin.server";
import {
  changePreviewLink,
  deleteExpiredPreviewLinks,
  getPostByPreviewToken,
  hashPreviewToken,
  getPreviewLinkForAdmin,
} from "./preview-links.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { PostFormSchema } from "~/modules/blog/post-schema";

setupTestDatabase();

let admin: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("previewer")).cookie);
});

async function draft(slug: string) {
  const result = await writeForm(
    PostFormSchema,
    form({
      title: `Draft ${slug}`,
      slug,
      summary: "Not out yet.",
      category: "cloud",
      author: "Ada Admin",
      content: "<p>Early thoughts.</p>",
    }),
    (input) => createPost(admin, input),
  );
  if (!result.ok) throw new Error("draft not created");
  return result.value.id;
}

const DAY = 24 * 60 * 60 * 1000;

/** Shares the post and returns the new link's token (shown once). */
async function share(id: string, lifetime: 0 | 1 | 7 | 30, now?: Date): Promise<string> {
  const result = await changePreviewLink(admin, id, { intent: "share", lifetime }, now);
  if (!result.ok || result.value.kind !== "shared") throw new Error("not shared");
  return result.value.token;
}

test("a shared link opens the draft until it is replaced or revoked", async () => {
  const id = await draft("shared-draft");
  expect(await getPreviewLinkForAdmin(id)).toBeNull();

  const first = await share(id, 0);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The edit page shows the address only to whoever holds the new token.
  expect(await getPreviewLinkForAdmin(id, first)).toMatchObject({
    path: `/p/${first}`,
    expiresAt: null,
  });
  expect(await getPreviewLinkForAdmin(id)).toMatchObject({ path: null, expiresAt: null });
  expect(await getPostByPreviewToken(first)).toMatchObject({
    id,
    slug: "shared-draft",
    isPublished: false,
  });

  // A new link replaces the old one, which stops at once.
  const second = await share(id, 7);
  expect(second).not.toBe(first);
  expect((await getPreviewLinkForAdmin(id, first))?.path).toBeNull();
  expect(await getPostByPreviewToken(first)).toBeNull();
  expect(await getPostByPreviewToken(second)).not.toBeNull();

  await changePreviewLink(admin, id, { intent: "revoke" });
  expect(await getPreviewLinkForAdmin(id, second)).toBeNull();
  expect(await getPostByPreviewToken(second)).toBeNull();
});

test("the database never holds a link's token, only its SHA-256", async () => {
  const id = await draft("hashed-draft");
  const token = await share(id, 0);
  const dump = await db().execute(sql`select * from post_preview_links`);
  const stored = JSON.stringify(dump.rows);
  expect(stored).not.toContain(token);
  expect(stored).toContain(crypto.createHash("sha256").update(token).digest("hex"));
  expect(await getPostByPreviewToken(token)).toMatchObject({ id });
  // The hash itself is no link.
  const [row] = await db()
    .select({ tokenHash: postPreviewLinks.tokenHash })
    .from(postPreviewLinks)
    .where(eq(postPreviewLinks.postId, id));
  expect(await getPostByPreviewToken(row!.tokenHash.slice(0, 43))).toBeNull();
});

test("an expired link, a malformed token and a deleted post open nothing", async () => {
  const id = await draft("expiring-draft");
  const longAgo = new Date(Date.now() - 2 * DAY);
  const expired = await share(id, 1, longAgo);
  expect(await getPostByPreviewToken(expired)).toBeNull();
  expect(await getPreviewLinkForAdmin(id, expired)).toBeNull();

  for (const bad of ["", "short", "x".repeat(43) + "\u0000", "../../etc/passwd", undefined]) {
    expect(await getPostByPreviewToken(bad)).toBeNull();
  }

  const live = await share(id, 0);
  await deletePost(admin, form({ intent: "delete", id }));
  expect(await getPostByPreviewToken(live)).toBeNull();
  expect(await changePreviewLink(admin, id, { intent: "share", lifetime: 0 })).toMatchObject({
    ok: false,
    reason: "not-found",
  });
});

test("maintenance deletes expired links and keeps working ones", async () => {
  const old = await draft("maintenance-old");
  const live = await draft("maintenance-live");
  await share(old, 1, new Date(Date.now() - 2 * DAY));
  const working = await share(live, 7);
  expect(await deleteExpiredPreviewLinks()).toBeGreaterThanOrEqual(1);
  const left = await db()
    .select({ postId: postPreviewLinks.postId })
    .from(postPreviewLinks)
    .where(inArray(postPreviewLinks.postId, [old, live]));
  expect(left).toEqual([{ postId: live }]);
  expect(await getPostByPreviewToken(working)).toMatchObject({ id: live });
});

test("publishing a post revokes its link, so unpublishing it never revives the link", async () => {
  const id = await draft("soon-public");
  const token = await share(id, 0);
  await setPostPublished(admin, form({ intent: "publish", id }));
  expect(await getPostByPreviewToken(token)).toBeNull();
  expect(await getPreviewLinkForAdmin(id)).toBeNull();
  await setPostPublished(admin, form({ intent: "unpublish", id }));
  expect(await getPostByPreviewToken(token)).toBeNull();

  // Any path that publishes does it (here plain SQL, as the scheduled task or psql would).
  const again = await share(id, 0);
  await db().execute(sql`update blog_posts set is_published = true where id = ${id}`);
  await db().execute(sql`update blog_posts set is_published = false where id = ${id}`);
  expect(await getPostByPreviewToken(again)).toBeNull();
});

test("a published post cannot be shared by link", async () => {
  const id = await draft("already-public");
  await setPostPublished(admin, form({ intent: "publish", id }));
  expect(await changePreviewLink(admin, id, { intent: "share", lifetime: 0 })).toMatchObject({
    ok: false,
    reason: "conflict",
  });
});

test("an editor may share; a recruiter may not", async () => {
  const id = await draft("role-check");
  const recruiter: Actor = { ...admin, user: { ...admin.user, role: "recruiter" } };
  await expect(
    changePreviewLink(recruiter, id, { intent: "share", lifetime: 0 }),
  ).rejects.toThrow();
  const editor: Actor = { ...admin, user: { ...admin.user, role: "editor" } };
  expect(await changePreviewLink(editor, id, { intent: "share", lifetime: 0 })).toMatchObject({
    ok: true,
  });
});

test("migration 0023's hash of a stored token is the one the site computes (old links keep working)", async () => {
  const token = crypto.randomBytes(32).toString("base64url");
  // The expression the migration ran over every stored token.
  const result = await db().execute<{ hash: string }>(
    sql`select encode(sha256(convert_to(${token}, 'UTF8')), 'hex') as hash`,
  );
  expect(result.rows[0]?.hash).toBe(hashPreviewToken(token));
});
