import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { findRenamedPublishedSlug, recordSlugChange } from "./slug-history.server";

setupTestDatabase();

async function insertPost(id: string, slug: string, isPublished = true) {
  await db()
    .insert(blogPosts)
    .values({
      id,
      slug,
      title: slug,
      summary: "Summary.",
      content: "<p>Body.</p>",
      category: "cloud",
      author: "Author",
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    });
  await recordSlugChange(db(), { postId: id, toSlug: slug });
}

async function rename(id: string, toSlug: string) {
  await db().transaction(async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
    await tx.update(blogPosts).set({ slug: toSlug }).where(eq(blogPosts.id, id));
    await recordSlugChange(tx, { postId: id, fromSlug: current!.slug, toSlug });
  });
}

test("every earlier slug of a post resolves to its current slug in one step", async () => {
  await insertPost("p1", "first-name");
  await rename("p1", "second-name");
  await rename("p1", "third-name");
  expect(await findRenamedPublishedSlug("first-name")).toBe("third-name");
  expect(await findRenamedPublishedSlug("second-name")).toBe("third-name");
  expect(await findRenamedPublishedSlug("third-name")).toBeNull();
  expect(await findRenamedPublishedSlug("never-used")).toBeNull();
});

test("renaming back to an old slug never loops", async () => {
  await insertPost("p2", "alpha");
  await rename("p2", "beta");
  await rename("p2", "alpha");
  expect(await findRenamedPublishedSlug("alpha")).toBeNull();
  expect(await findRenamedPublishedSlug("beta")).toBe("alpha");
});

test("a new post that takes an old slug owns it; drafts are never redirected to", async () => {
  await insertPost("p3", "shared-slug");
  await rename("p3", "moved-away");
  expect(await findRenamedPublishedSlug("shared-slug")).toBe("moved-away");
  await insertPost("p4", "shared-slug");
  expect(await findRenamedPublishedSlug("shared-slug")).toBeNull();

  await insertPost("p5", "draft-before", false);
  await rename("p5", "draft-after");
  expect(await findRenamedPublishedSlug("draft-before")).toBeNull();
});
