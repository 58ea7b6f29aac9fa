import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { blogPosts } from "~/db/schema";
import type { DemoPost } from "./demo-posts/types";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { parseBlogFilters } from "./blog-filters";
import { demoPostValues } from "./blog-seed.server";
import {
  getPublishedPostBySlug,
  listFeaturedPosts,
  listPublishedPosts,
  listRelatedPosts,
} from "./blog.server";
import type { BlogCategoryId } from "./categories";

const database = setupTestDatabase();

function post(
  slug: string,
  category: BlogCategoryId,
  publishedDaysAgo: number | null,
  overrides: Partial<DemoPost> = {},
): DemoPost {
  return {
    slug,
    title: slug.replace(/-/g, " "),
    summary: `About ${slug}.`,
    category,
    tags: [],
    author: "Test Author",
    authorImage: "/images/authors/test.svg",
    imageUrl: "/images/blog/test.svg",
    content: "<p>Plain body text.</p>",
    isPublished: publishedDaysAgo !== null,
    publishedDaysAgo,
    ...overrides,
  };
}

const POSTS: DemoPost[] = [
  post("kubernetes-costs", "cloud", 1, {
    title: "Kubernetes cost optimization",
    content: "<h2>Requests</h2><p>Right-size every <strong>namespace</strong>.</p>",
  }),
  post("lakehouse-basics", "data-engineering", 2, { summary: "Choosing a lakehouse platform." }),
  post("tagged-only", "tech", 3, { tags: ["Observability"] }),
  post("body-mention", "tech", 4, {
    content: "<p>We traced the outage with <em>observability</em> tooling.</p>",
  }),
  post("ai-one", "ai", 5, { title: "Retrieval augmented generation" }),
  post("ai-two", "ai", 6),
  post("ai-three", "ai", 7),
  post("ai-four", "ai", 8),
  post("ai-five", "ai", 9),
  post("ds-one", "data-science", 10),
  post("ds-two", "data-science", 11),
  post("secret-draft", "ai", null, {
    title: "Secret kubernetes observability draft",
    tags: ["Observability"],
  }),
];

beforeAll(async () => {
  await database()
    .db.insert(blogPosts)
    .values(POSTS.map((value) => demoPostValues(value)));
});

const filters = (query: string) => parseBlogFilters(new URLSearchParams(query));
const slugs = (rows: Array<{ slug: string }>) => rows.map((row) => row.slug);

test("lists published posts only, newest first, paginated by 9", async () => {
  const first = await listPublishedPosts(filters(""));
  expect(first.total).toBe(11);
  expect(first.pageCount).toBe(2);
  expect(slugs(first.posts)).toHaveLength(9);
  expect(first.posts[0]?.slug).toBe("kubernetes-costs");
  const second = await listPublishedPosts(filters("page=2"));
  expect(slugs(second.posts)).toEqual(["ds-one", "ds-two"]);
});

test("a draft never appears: not listed, not searchable, not by slug, not related or featured", async () => {
  const everything = [
    ...(await listPublishedPosts(filters(""))).posts,
    ...(await listPublishedPosts(filters("page=2"))).posts,
    ...(await listPublishedPosts(filters("q=secret"))).posts,
    ...(await listPublishedPosts(filters("q=observability&category=ai"))).posts,
    ...(await listRelatedPosts({ id: "x", category: "ai" })),
    ...(await listFeaturedPosts()),
  ];
  expect(slugs(everything)).not.toContain("secret-draft");
  expect(await getPublishedPostBySlug("secret-draft")).toBeNull();
  expect(await getPublishedPostBySlug("no-such-post")).toBeNull();
});

test("filters by category", async () => {
  const list = await listPublishedPosts(filters("category=tech"));
  expect(slugs(list.posts)).toEqual(["tagged-only", "body-mention"]);
  // An unknown category means All Posts.
  expect((await listPublishedPosts(filters("category=nope"))).total).toBe(11);
});

test("searches title, summary, tags and the text of the content", async () => {
  expect(slugs((await listPublishedPosts(filters("q=kubernetes"))).posts)).toEqual([
    "kubernetes-costs",
  ]);
  expect(slugs((await listPublishedPosts(filters("q=lakehouse"))).posts)).toEqual([
    "lakehouse-basics",
  ]);
  expect(slugs((await listPublishedPosts(filters("q=namespace"))).posts)).toEqual([
    "kubernetes-costs",
  ]);
  // Markup is not text: searching a tag name finds nothing.
  expect((await listPublishedPosts(filters("q=strong"))).total).toBe(0);
});

test("partial words match as prefixes, and every word must match", async () => {
  expect(slugs((await listPublishedPosts(filters("q=kube"))).posts)).toEqual(["kubernetes-costs"]);
  expect(slugs((await listPublishedPosts(filters("q=lakeh"))).posts)).toEqual(["lakehouse-basics"]);
  expect(slugs((await listPublishedPosts(filters("q=retriev+augment"))).posts)).toEqual(["ai-one"]);
  expect((await listPublishedPosts(filters("q=kube+lakeh"))).total).toBe(0);
});

test("ranks a tag match above a mention in the body", async () => {
  const list = await listPublishedPosts(filters("q=observability"));
  expect(slugs(list.posts)).toEqual(["tagged-only", "body-mention"]);
});

test("search text that is only punctuation or tsquery syntax matches nothing and never throws", async () => {
  for (const q of ["!!!", "&|:*()", "'", "\\"]) {
    const list = await listPublishedPosts(filters(`q=${encodeURIComponent(q)}`));
    expect(list.total).toBe(0);
  }
  // Syntax characters around words are ignored.
  expect((await listPublishedPosts(filters(`q=${encodeURIComponent("kube:* & !")}`))).total).toBe(
    1,
  );
});

test("related posts: same category, never the post itself, at most 3", async () => {
  const [ai] = (await listPublishedPosts(filters("category=ai"))).posts;
  const related = await listRelatedPosts({ id: ai!.id, category: "ai" });
  expect(related).toHaveLength(3);
  expect(related.every((row) => row.category === "ai")).toBe(true);
  expect(slugs(related)).not.toContain(ai!.slug);
});

test("featured: published AI and data-science posts, newest first, at most 6", async () => {
  const featured = await listFeaturedPosts();
  expect(slugs(featured)).toEqual(["ai-one", "ai-two", "ai-three", "ai-four", "ai-five", "ds-one"]);
});

test("publishing makes a post visible, unpublishing hides it again", async () => {
  const db = database().db;
  await db
    .update(blogPosts)
    .set({ isPublished: true, publishedAt: new Date() })
    .where(eq(blogPosts.slug, "secret-draft"));
  expect((await getPublishedPostBySlug("secret-draft"))?.title).toBe(
    "Secret kubernetes observability draft",
  );
  await db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.slug, "secret-draft"));
  expect(await getPublishedPostBySlug("secret-draft")).toBeNull();
});
