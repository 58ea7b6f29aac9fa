import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { postPreviewLinks } from "~/db/schema";
import type { Actor } from "~/modules/accounts/actor";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { createPost, deletePost, setPostPublished } from "./blog-admin.server";
import {
  changePreviewLink,
  getPostByPreviewToken,
  getPreviewLinkForAdmin,
} from "./preview-links.server";

setupTestDatabase();

let admin: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("previewer")).cookie);
});

async function draft(slug: string) {
  const result = await createPost(
    admin,
    form({
      title: `Draft ${slug}`,
      slug,
      summary: "Not out yet.",
      category: "cloud",
      author: "Ada Admin",
      content: "<p>Early thoughts.</p>",
    }),
  );
  if (!result.ok) throw new Error("draft not created");
  return result.value.id;
}

const tokenOf = (path: string) => path.split("/").pop()!;
const DAY = 24 * 60 * 60 * 1000;

test("a shared link opens the draft until it is replaced or revoked", async () => {
  const id = await draft("shared-draft");
  expect(await getPreviewLinkForAdmin(id)).toBeNull();

  expect(await changePreviewLink(admin, id, { intent: "share", lifetime: 0 })).toEqual({
    ok: true,
    value: "shared",
  });
  const first = await getPreviewLinkForAdmin(id);
  expect(first?.path).toMatch(/^\/p\/[A-Za-z0-9_-]{43}$/);
  expect(first?.expiresAt).toBeNull();
  expect(await getPostByPreviewToken(tokenOf(first!.path))).toMatchObject({
    id,
    slug: "shared-draft",
    isPublished: false,
  });

  // A new link replaces the old one, which stops at once.
  await changePreviewLink(admin, id, { intent: "share", lifetime: 7 });
  const second = await getPreviewLinkForAdmin(id);
  expect(second?.path).not.toBe(first?.path);
  expect(await getPostByPreviewToken(tokenOf(first!.path))).toBeNull();
  expect(await getPostByPreviewToken(tokenOf(second!.path))).not.toBeNull();

  await changePreviewLink(admin, id, { intent: "revoke" });
  expect(await getPreviewLinkForAdmin(id)).toBeNull();
  expect(await getPostByPreviewToken(tokenOf(second!.path))).toBeNull();
});

test("an expired link, a malformed token and a deleted post open nothing", async () => {
  const id = await draft("expiring-draft");
  const longAgo = new Date(Date.now() - 2 * DAY);
  await changePreviewLink(admin, id, { intent: "share", lifetime: 1 }, longAgo);
  const [row] = await db()
    .select({ token: postPreviewLinks.token })
    .from(postPreviewLinks)
    .where(eq(postPreviewLinks.postId, id));
  const expired = row!.token;
  expect(await getPostByPreviewToken(expired)).toBeNull();
  expect(await getPreviewLinkForAdmin(id)).toBeNull();

  for (const bad of ["", "short", "x".repeat(43) + "\u0000", "../../etc/passwd", undefined]) {
    expect(await getPostByPreviewToken(bad)).toBeNull();
  }

  await changePreviewLink(admin, id, { intent: "share", lifetime: 0 });
  const live = tokenOf((await getPreviewLinkForAdmin(id))!.path);
  await deletePost(admin, form({ intent: "delete", id }));
  expect(await getPostByPreviewToken(live)).toBeNull();
  expect(await changePreviewLink(admin, id, { intent: "share", lifetime: 0 })).toMatchObject({
    ok: false,
    status: 404,
  });
});

test("a published post's link reports it published (the page sends readers to the article)", async () => {
  const id = await draft("soon-public");
  await changePreviewLink(admin, id, { intent: "share", lifetime: 0 });
  const token = tokenOf((await getPreviewLinkForAdmin(id))!.path);
  await setPostPublished(admin, form({ intent: "publish", id }));
  expect(await getPostByPreviewToken(token)).toMatchObject({ isPublished: true });
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
