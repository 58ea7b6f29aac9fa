import fs from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, mediaAssets } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { createPost, updatePost } from "~/modules/blog/blog-admin.server";
import { autosavePost } from "~/modules/blog/post-writes.server";
import { listPublishedPosts } from "~/modules/blog/blog.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { MEDIA_LIBRARY_MESSAGES } from "./media-limits";
import {
  deleteMedia,
  getMediaForAdmin,
  listMediaForAdmin,
  updateMediaAlt,
} from "./media-library.server";
import { mediaDir } from "./media-storage.server";
import { storePage } from "~/modules/pages/pages.server";
import type { PageInput } from "~/modules/pages/page-schema";
import { sweepMedia } from "./media-sweep.server";
import { uploadImage, uploadToLibrary } from "./media.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { PostFormSchema } from "~/modules/blog/post-schema";

setupTestDatabase();

let admin: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("librarian")).cookie);
});

const DAY = 24 * 60 * 60 * 1000;

async function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } },
  });
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

async function uploaded(name: string, width = 1200, height = 800) {
  const bytes = await photo(width, height);
  const result = await uploadImage(admin, new File([bytes], name, { type: "image/jpeg" }));
  if (!result.ok) throw new Error(result.message);
  const stored = result.value.slice("/media/".length);
  const [row] = await db().select().from(mediaAssets).where(eq(mediaAssets.name, stored));
  return { url: result.value, row: row! };
}

const postForm = (
  slug: string,
  fields: { imageUrl?: string; content?: string },
  published = true,
) =>
  form({
    title: `Post ${slug}`,
    slug,
    summary: "With a picture.",
    category: "cloud",
    author: "Ada Admin",
    content: fields.content ?? "<p>Text only.</p>",
    imageUrl: fields.imageUrl ?? "",
    ...(published ? { isPublished: "on" } : {}),
  });

/** The post form as the route hands it to the module: parsed with the post schema. */
function postValues(...args: Parameters<typeof postForm>) {
  const submission = parseWithZod(postForm(...args), { schema: PostFormSchema });
  if (submission.status !== "success") throw new Error("the test's post form does not parse");
  return submission.value;
}

async function postShowing(slug: string, fields: { imageUrl?: string; content?: string }) {
  const result = await createPost(admin, postValues(slug, fields));
  if (!result.ok) throw new Error("post not created");
  return result.value.id;
}

const files = () => fs.readdir(mediaDir()).then((names) => names.sort());

test("an upload becomes a library row with its size, uploader and renditions on disk", async () => {
  const { url, row } = await uploaded("harbour-view.jpg");
  expect(row).toMatchObject({
    originalName: "harbour-view.jpg",
    type: "image/jpeg",
    width: 1200,
    height: 800,
    alt: "",
    uploadedById: admin.user.id,
    uploadedByName: admin.user.name,
  });
  // 480 and 960 in three formats; the full 1200 in AVIF and WebP (the JPEG is the original).
  expect(row.renditions).toHaveLength(8);
  const stem = row.name.replace(/\.jpg$/, "");
  const onDisk = await files();
  for (const rendition of row.renditions) {
    expect(onDisk).toContain(`${stem}-w${rendition.width}.${rendition.format}`);
  }
  const avif = await fs.readFile(path.join(mediaDir(), `${stem}-w480.avif`));
  expect(await sharp(avif).metadata()).toMatchObject({ format: "heif", width: 480, height: 320 });
  expect(url).toBe(`/media/${row.name}`);
});

test("a file that only starts like an image is refused and leaves nothing behind", async () => {
  const before = await files();
  const broken = Buffer.concat([(await photo(40, 40, "png")).subarray(0, 60)]);
  const result = await uploadImage(admin, new File([broken], "cut.png", { type: "image/png" }));
  expect(result).toMatchObject({ ok: false, reason: "unsupported" });
  expect(await files()).toEqual(before);
});

test("the library lists, searches, counts uses and refuses to delete an image in use", async () => {
  const { url, row } = await uploaded("team-offsite.jpg");
  const found = await listMediaForAdmin({ q: "offsite", page: 1 });
  expect(found.items.map((item) => item.name)).toEqual([row.name]);
  expect(found.items[0]).toMatchObject({ uses: 0, width: 1200 });
  expect(found.items[0]!.thumbnailUrl).toMatch(/-w480\.webp$/);

  const postId = await postShowing("offsite-recap", {
    content: `<figure><img src="${url}" alt="The team"></figure>`,
  });
  const detail = await getMediaForAdmin(row.id);
  expect(detail?.usedBy).toEqual([{ id: postId, title: "Post offsite-recap", isPublished: true }]);
  expect(await deleteMedia(admin, row.id)).toEqual({
    ok: false,
    reason: "conflict",
    message: MEDIA_LIBRARY_MESSAGES.inUse,
  });
  expect(await listMediaForAdmin({ q: "offsite", page: 1 })).toMatchObject({
    items: [{ uses: 1 }],
  });

  expect(await updateMediaAlt(admin, row.id, "The team on the harbour steps")).toMatchObject({
    ok: true,
  });
  expect((await listMediaForAdmin({ q: "harbour steps", page: 1 })).items).toHaveLength(1);
});

/** A published page whose image-and-text block shows `url`. */
function pageShowing(url: string): PageInput {
  return {
    path: "/our-office",
    title: "Our office",
    status: "published",
    seo: { title: "Our office", description: "Where we work." },
    blocks: [
      {
        id: "office",
        type: "image-text",
        fields: {
          title: "Our office",
          description: "By the harbour.",
          image: { url, alt: "Desks" },
        },
      },
    ],
  };
}

test("an image a page's block shows counts as used: deleting it is refused naming the page, the sweep keeps it", async () => {
  const { url, row } = await uploaded("office-desks.jpg");
  await db().transaction((tx) => storePage(tx, pageShowing(url)));

  expect((await listMediaForAdmin({ q: "office-desks", page: 1 })).items[0]).toMatchObject({
    uses: 0,
    pageUses: 1,
  });
  expect(await getMediaForAdmin(row.id)).toMatchObject({
    usedBy: [],
    usedByPages: [{ path: "/our-office", title: "Our office" }],
  });
  const refusal = await deleteMedia(admin, row.id);
  expect(refusal).toEqual({
    ok: false,
    reason: "conflict",
    message:
      "This image is used by the page “Our office” (/our-office). Remove it from the page first, then delete it.",
  });
  // Older than a day and not kept: only the page keeps it from the sweep.
  await db()
    .update(mediaAssets)
    .set({ createdAt: new Date(Date.now() - 2 * DAY) })
    .where(eq(mediaAssets.id, row.id));
  expect((await sweepMedia()).deleted).not.toContain(row.name);

  // Once the page no longer shows it, it can go.
  const other = await uploaded("office-other.jpg");
  await db().transaction((tx) => storePage(tx, pageShowing(other.url)));
  expect(await deleteMedia(admin, row.id)).toEqual({ ok: true, value: row.name });
});

test("an unused image is deleted with its files; an unknown id is a 404", async () => {
  const { row } = await uploaded("spare.jpg");
  expect(await deleteMedia(admin, row.id)).toEqual({ ok: true, value: row.name });
  expect((await files()).filter((name) => name.startsWith(row.name.slice(0, 36)))).toEqual([]);
  expect(await deleteMedia(admin, row.id)).toMatchObject({ ok: false, reason: "not-found" });
  expect(await deleteMedia(admin, "not-a-uuid")).toMatchObject({ ok: false, reason: "not-found" });
});

test("a cover from the library is read with its renditions for the cards", async () => {
  const { url, row } = await uploaded("cover.jpg", 1600, 840);
  await postShowing("covered-post", { imageUrl: url });
  const list = await listPublishedPosts({ q: "", category: null, page: 1 });
  const card = list.posts.find((post) => post.slug === "covered-post");
  expect(card?.cover).toMatchObject({ name: row.name, width: 1600, height: 840 });
  expect(card?.cover?.renditions).toContainEqual({ width: 960, format: "avif" });
});

test("the sweep deletes unused images after a day, keeps used and recent ones, adopts older files", async () => {
  const unused = await uploaded("abandoned.jpg");
  const recent = await uploaded("just-now.jpg");
  const used = await uploaded("in-a-post.jpg");
  await postShowing("sweep-keeps-me", { imageUrl: used.url });
  const twoDaysAgo = new Date(Date.now() - 2 * DAY);
  for (const { row } of [unused, used]) {
    await db().update(mediaAssets).set({ createdAt: twoDaysAgo }).where(eq(mediaAssets.id, row.id));
  }
  // Files from before the library: one a post shows, one nobody does, and a stray rendition.
  const legacy = "11111111-2222-4333-8444-555555555555.png";
  const forgotten = "66666666-7777-4888-8999-000000000000.png";
  const stray = "77777777-7777-4777-8777-777777777777-w480.webp";
  for (const name of [legacy, forgotten, stray]) {
    await fs.writeFile(path.join(mediaDir(), name), await photo(700, 400, "png"));
    await fs.utimes(path.join(mediaDir(), name), twoDaysAgo, twoDaysAgo);
  }
  await postShowing("legacy-image", { content: `<img src="/media/${legacy}" alt="Old chart">` });

  const swept = await sweepMedia();
  expect(swept.deleted).toEqual([unused.row.name]);
  expect(swept.adopted).toEqual([legacy]);
  expect(swept.removedFiles.sort()).toEqual([forgotten, stray].sort());

  const names = (await db().select({ name: mediaAssets.name }).from(mediaAssets)).map(
    (row) => row.name,
  );
  expect(names).toEqual(expect.arrayContaining([recent.row.name, used.row.name, legacy]));
  expect(names).not.toContain(unused.row.name);
  const onDisk = await files();
  expect(onDisk.filter((name) => name.startsWith(unused.row.name.slice(0, 36)))).toEqual([]);
  expect(onDisk).toContain(used.row.name);
  expect(onDisk).toContain("11111111-2222-4333-8444-555555555555-w480.avif");
  const [adopted] = await db().select().from(mediaAssets).where(eq(mediaAssets.name, legacy));
  expect(adopted).toMatchObject({ width: 700, height: 400, uploadedByName: "" });

  // A second run finds nothing more to do.
  expect(await sweepMedia()).toEqual({ deleted: [], adopted: [], removedFiles: [] });
});

// Issue 29 item 14: the library's own Upload keeps its images; alt text
// typed in the editor describes a library image that has no description.

test("an image uploaded in the library itself is kept by the sweep while no post uses it", async () => {
  const result = await uploadToLibrary(
    admin,
    new File([await photo(900, 600)], "brand-kit.jpg", { type: "image/jpeg" }),
  );
  if (!result.ok) throw new Error(result.message);
  const [row] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, result.value.id));
  expect(row).toMatchObject({ originalName: "brand-kit.jpg", kept: true, alt: "" });
  expect(result.value.url).toBe(`/media/${row!.name}`);
  await db()
    .update(mediaAssets)
    .set({ createdAt: new Date(Date.now() - 2 * DAY) })
    .where(eq(mediaAssets.id, row!.id));
  expect((await sweepMedia()).deleted).not.toContain(row!.name);
  expect(await getMediaForAdmin(row!.id)).toMatchObject({ kept: true, usedBy: [] });
});

const altEntries = (name: string) =>
  db()
    .select({ details: auditLog.details, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.action, "media.alt"), eq(auditLog.targetId, name)));

const altOf = async (id: string) =>
  (await db().select({ alt: mediaAssets.alt }).from(mediaAssets).where(eq(mediaAssets.id, id)))[0]
    ?.alt;

test("alt text given in a post describes its undescribed library images, audited, and never replaces a description", async () => {
  const bare = await uploaded("bare.jpg");
  const described = await uploaded("described.jpg");
  await updateMediaAlt(admin, described.row.id, "Words the library chose");
  const content =
    `<figure><img src="${bare.url}" alt="Dusk &amp; dawn over the bay"></figure>` +
    `<p><img src="${described.url}" alt="Words of this post"></p>` +
    `<p><img src="${bare.url}" alt="A second, later alt"></p>` +
    `<p><img src="https://example.com/elsewhere.png" alt="Not ours"></p>`;
  const postId = await postShowing("described-by-post", { content });

  expect(await altOf(bare.row.id)).toBe("Dusk & dawn over the bay");
  expect(await altOf(described.row.id)).toBe("Words the library chose");
  expect(await altEntries(bare.row.name)).toEqual([
    { details: { fromPost: "described-by-post" }, actorId: admin.user.id },
  ]);
  expect(await altEntries(described.row.name)).toHaveLength(1); // the library's own edit

  // A later save with other words leaves the description as it is, unaudited.
  const edited = await updatePost(
    admin,
    postId,
    postValues("described-by-post", { content: content.replace("Dusk &amp; dawn", "Night") }),
  );
  expect(edited.ok).toBe(true);
  expect(await altOf(bare.row.id)).toBe("Dusk & dawn over the bay");
  expect(await altEntries(bare.row.name)).toHaveLength(1);
});

test("a draft's autosave describes an undescribed library image too; a too-long alt is left for the library", async () => {
  const typed = await uploaded("typed.jpg");
  const wordy = await uploaded("wordy.jpg");
  const created = await createPost(admin, postValues("autosaved-alt", {}, false));
  if (!created.ok) throw new Error("draft not created");
  const content =
    `<p><img src="${typed.url}" alt="  Typed   while drafting "></p>` +
    `<p><img src="${wordy.url}" alt="${"long ".repeat(70)}"></p>`;
  expect(
    await autosavePost(admin, created.value.id, postValues("autosaved-alt", { content }, false)),
  ).toMatchObject({
    status: "saved",
  });
  expect(await altOf(typed.row.id)).toBe("Typed while drafting");
  expect(await altOf(wordy.row.id)).toBe("");
  expect(await altEntries(wordy.row.name)).toEqual([]);
});
