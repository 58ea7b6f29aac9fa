import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import {
  applications,
  auditLog,
  emailDeliveries,
  blogPosts,
  mediaAssets,
  postPreviewLinks,
  user,
} from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import {
  createPost,
  deletePost,
  getPostForAdmin,
  setPostPublished,
  updatePost,
} from "~/modules/blog/blog-admin.server";
import { changePreviewLink } from "~/modules/blog/preview-links.server";
import { listRevisionsForAdmin } from "~/modules/blog/revisions.server";
import { restoreRevision } from "~/modules/blog/revision-restore.server";
import { publishDuePosts } from "~/modules/blog/scheduled-publishing.server";
import { deleteMedia, updateMediaAlt } from "~/modules/media/media-library.server";
import { uploadImage } from "~/modules/media/media.server";
import { erasePersonData } from "~/modules/privacy/person-data.server";
import { createAdmin, createVerifiedAccount } from "../../../tests/helpers/accounts";
import { adminActor, form, insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  isTwoFactorRequired,
  setTwoFactorRequired,
} from "~/modules/accounts/two-factor-policy.server";
import { changeAccount } from "~/modules/accounts/users.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { PostFormSchema } from "~/modules/blog/post-schema";

// Issue 25, item 17: an admin change and its audit entry are committed
// together or not at all. Each test makes the audit log refuse every insert
// (a trigger, a real database failure) and checks the change was not saved.
setupTestDatabase();

let admin: Actor;
let adminId = "";
beforeAll(async () => {
  const account = await createAdmin("atomic");
  adminId = account.userId;
  admin = await adminActor(account.cookie);
});

/** Runs `work` while every insert into audit_log fails. */
async function withAuditRefused<T>(work: () => Promise<T>): Promise<T> {
  await db().execute(sql`
    create or replace function audit_log_refuse() returns trigger language plpgsql as
    $$ begin raise exception 'the audit log is unavailable'; end $$`);
  await db().execute(sql`
    create trigger audit_log_refuse before insert on audit_log
    for each row execute function audit_log_refuse()`);
  try {
    return await work();
  } finally {
    await db().execute(sql`drop trigger audit_log_refuse on audit_log`);
    await db().execute(sql`drop function audit_log_refuse`);
  }
}

const auditCount = async () => (await db().select({ id: auditLog.id }).from(auditLog)).length;

let counter = 0;
function postForm(title: string, overrides: Record<string, string> = {}) {
  counter += 1;
  return form({
    title,
    slug: `atomic-post-${counter}`,
    summary: "A summary.",
    category: "cloud",
    author: "Ada Admin",
    content: "<p>Hello.</p>",
    ...overrides,
  });
}

async function draft(title: string) {
  const result = await writeForm(PostFormSchema, postForm(title), (input) =>
    createPost(admin, input),
  );
  if (!result.ok) throw new Error("post not created");
  return (await getPostForAdmin(result.value.id))!;
}

async function image(name: string) {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return new File([bytes], name, { type: "image/jpeg" });
}

async function uploaded(name: string) {
  const result = await uploadImage(admin, await image(name));
  if (!result.ok) throw new Error(result.message);
  const [row] = await db()
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.name, result.value.slice("/media/".length)));
  return row!;
}

test("a post save whose audit entry cannot be written is not saved", async () => {
  const before = await auditCount();
  const created = await withAuditRefused(() =>
    writeForm(PostFormSchema, postForm("Never created", { slug: "never-created" }), (input) =>
      createPost(admin, input),
    ),
  );
  expect(created).toMatchObject({ ok: false, reason: "unavailable" });
  expect(await db().select().from(blogPosts).where(eq(blogPosts.slug, "never-created"))).toEqual(
    [],
  );

  const post = await draft("Kept title");
  const edited = await withAuditRefused(() =>
    writeForm(PostFormSchema, postForm("Never edited", { slug: post.slug }), (input) =>
      updatePost(admin, post.id, input),
    ),
  );
  expect(edited).toMatchObject({ ok: false, reason: "unavailable" });
  expect(await getPostForAdmin(post.id)).toMatchObject({ title: "Kept title" });
  // Only the draft's own creation was audited.
  expect(await auditCount()).toBe(before + 1);
});

test("publishing, deleting, restoring and scheduled publishing roll back without their entry", async () => {
  const post = await draft("Row actions");
  const row = (intent: string) => form({ intent, id: post.id });
  expect(await withAuditRefused(() => setPostPublished(admin, row("publish")))).toMatchObject({
    ok: false,
    reason: "unavailable",
  });
  expect(await getPostForAdmin(post.id)).toMatchObject({ isPublished: false });
  expect(await withAuditRefused(() => deletePost(admin, row("delete")))).toMatchObject({
    ok: false,
    reason: "unavailable",
  });
  expect(await getPostForAdmin(post.id)).not.toBeNull();

  const edited = await writeForm(
    PostFormSchema,
    postForm("Second title", { slug: post.slug }),
    (input) => updatePost(admin, post.id, input),
  );
  expect(edited.ok).toBe(true);
  // Newest first: the last is the draft as first saved.
  const first = (await listRevisionsForAdmin(post.id)).at(-1);
  await expect(
    withAuditRefused(() => restoreRevision(admin, post.id, first?.id)),
  ).rejects.toThrow();
  expect(await getPostForAdmin(post.id)).toMatchObject({ title: "Second title" });

  const due = new Date(Date.now() - 60_000);
  await db().update(blogPosts).set({ scheduledAt: due }).where(eq(blogPosts.id, post.id));
  await expect(withAuditRefused(() => publishDuePosts())).rejects.toThrow();
  expect(await getPostForAdmin(post.id)).toMatchObject({ isPublished: false, scheduledAt: due });
});

test("a preview link whose audit entry cannot be written is not created", async () => {
  const post = await draft("Preview me");
  await expect(
    withAuditRefused(() => changePreviewLink(admin, post.id, { intent: "share", lifetime: 7 })),
  ).rejects.toThrow();
  expect(
    await db().select().from(postPreviewLinks).where(eq(postPreviewLinks.postId, post.id)),
  ).toEqual([]);
});

test("a media alt-text edit, upload or delete whose audit entry cannot be written changes nothing", async () => {
  const asset = await uploaded("kept.jpg");
  await expect(
    withAuditRefused(() => updateMediaAlt(admin, asset.id, "Never described")),
  ).rejects.toThrow();
  const [after] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
  expect(after?.alt).toBe(asset.alt);

  await expect(withAuditRefused(() => deleteMedia(admin, asset.id))).rejects.toThrow();
  expect(await db().select().from(mediaAssets).where(eq(mediaAssets.id, asset.id))).toHaveLength(1);

  const count = async () => (await db().select().from(mediaAssets)).length;
  const assets = await count();
  await expect(
    withAuditRefused(async () => uploadImage(admin, await image("never.jpg"))),
  ).rejects.toThrow();
  expect(await count()).toBe(assets);
});

test("a role change whose audit entry cannot be written is not made", async () => {
  const staff = await createVerifiedAccount("atomic-role");
  expect(
    await changeAccount(admin, { action: "approve", role: "recruiter" }, staff.userId),
  ).toMatchObject({ ok: true });
  await expect(
    withAuditRefused(() =>
      changeAccount(admin, { action: "set-role", role: "editor" }, staff.userId),
    ),
  ).rejects.toThrow();
  const [row] = await db().select().from(user).where(eq(user.id, staff.userId));
  expect(row?.role).toBe("recruiter");
  // An approval is not made, and its e-mail is neither stored nor sent.
  const pending = await createVerifiedAccount("atomic-approve");
  await expect(
    withAuditRefused(() =>
      changeAccount(admin, { action: "approve", role: "editor" }, pending.userId),
    ),
  ).rejects.toThrow();
  const [unapproved] = await db().select().from(user).where(eq(user.id, pending.userId));
  expect(unapproved?.role ?? "user").toBe("user");
  expect(
    await db()
      .select()
      .from(emailDeliveries)
      .where(
        and(
          eq(emailDeliveries.toAddress, pending.email),
          eq(emailDeliveries.purpose, "account-approved"),
        ),
      ),
  ).toEqual([]);
  // Nor is the administrator's own account touched by the attempt.
  const [self] = await db().select().from(user).where(eq(user.id, adminId));
  expect(self?.role).toBe("admin");
});

test("the two-factor policy and an erasure are not changed without their audit entry", async () => {
  await expect(withAuditRefused(() => setTwoFactorRequired(true, admin))).rejects.toThrow();
  expect(await isTwoFactorRequired()).toBe(false);

  const application = await insertApplication({ email: "erase-me@example.org" });
  await expect(
    withAuditRefused(() => erasePersonData(admin, "erase-me@example.org")),
  ).rejects.toThrow();
  expect(
    await db().select().from(applications).where(eq(applications.id, application.id)),
  ).toHaveLength(1);
});
