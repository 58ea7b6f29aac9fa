import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { recordSlugChange } from "~/modules/blog/slug-history.server";
import { loader } from "~/routes/blog/post";
import { setupTestDatabase } from "../helpers/test-database";

setupTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];

async function insertPost(id: string, slug: string, isPublished = true) {
  await db()
    .insert(blogPosts)
    .values({
      id,
      slug,
      title: `Post ${id}`,
      summary: "Summary.",
      content: "<p>Body.</p>",
      category: "cloud",
      author: "Author",
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    });
  await recordSlugChange(db(), { postId: id, toSlug: slug });
}

/** Renames a post as the blog admin does: the slug and its history in one transaction. */
async function rename(id: string, toSlug: string) {
  await db().transaction(async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
    await tx.update(blogPosts).set({ slug: toSlug }).where(eq(blogPosts.id, id));
    await recordSlugChange(tx, { postId: id, fromSlug: current!.slug, toSlug });
  });
}

/** Runs the article route's loader as React Router would: a value, or a thrown Response / data(). */
async function visit(path: string) {
  const url = new URL(path, "http://localhost");
  const slug = decodeURIComponent(url.pathname.replace(/^\/blog\//, ""));
  try {
    const value = await loader({
      request: new Request(url),
      params: { slug },
      context: {},
    } as unknown as LoaderArgs);
    return { status: 200, location: null, value };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location"), value: null };
    }
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init?.status) return { status: init.status, location: null, value: null };
    throw thrown;
  }
}

beforeAll(async () => {
  await insertPost("renamed", "first-title");
  await rename("renamed", "second-title");
  await rename("renamed", "final-title");
  await insertPost("draft", "draft-before", false);
  await rename("draft", "draft-after");
  await insertPost("mover", "contested-slug");
  await rename("mover", "mover-now");
  // Another post takes the slug the first one left: the live slug wins.
  await insertPost("taker", "contested-slug");
});

test("a live slug renders the article with its structured data", async () => {
  const result = await visit("/blog/final-title");
  expect(result.status).toBe(200);
  expect(result.value?.post.slug).toBe("final-title");
  const types = result.value?.structuredData.map((document) => document["@type"]);
  expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
});

test("every earlier slug answers 301 to the current one, without the query string", async () => {
  for (const old of ["/blog/first-title", "/blog/second-title?utm_source=newsletter"]) {
    const result = await visit(old);
    expect(result).toMatchObject({ status: 301, location: "/blog/final-title" });
  }
  // The target is live: one hop, never a loop.
  expect((await visit("/blog/final-title")).status).toBe(200);
});

test("a live slug wins over another post's history", async () => {
  const result = await visit("/blog/contested-slug");
  expect(result.status).toBe(200);
  expect(result.value?.post.title).toBe("Post taker");
  expect(await visit("/blog/mover-now")).toMatchObject({ status: 200 });
});

test("drafts and unknown slugs are 404, renamed or not", async () => {
  expect((await visit("/blog/draft-before")).status).toBe(404);
  expect((await visit("/blog/draft-after")).status).toBe(404);
  expect((await visit("/blog/never-existed")).status).toBe(404);
});
