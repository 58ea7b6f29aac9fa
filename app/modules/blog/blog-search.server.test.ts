import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { contentVersionInMemory } from "../../../tests/helpers/content-version";
import { recordSql } from "../../../tests/helpers/record-sql";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { searchPublishedPostIds } from "./blog-search.server";

const database = setupTestDatabase();

// 30 published posts, post-1 the newest. Every one mentions "pipeline" in its
// content; post-25 also has it in the title. Only old posts mention "legacy".
beforeAll(async () => {
  await db().execute(sql`
    insert into blog_posts (id, slug, title, summary, content, category, author, is_published, published_at)
    select 'post-' || g, 'post-' || g,
      case when g = 25 then 'Pipeline design' else 'Post ' || g end,
      'A summary.',
      '<p>About the pipeline' || case when g > 20 then ' and legacy systems' else '' end || '.</p>',
      case when g % 2 = 0 then 'cloud' else 'tech' end, 'Author', true,
      now() - make_interval(days => g)
    from generate_series(1, 30) as g`);
});

const SMALL = { candidates: 5, recentWindow: 10 };

test("more matches than the cap: the newest are ranked, the count says 'more than'", async () => {
  const result = await searchPublishedPostIds("pipeline:*", null, 1, SMALL);
  expect(result).toMatchObject({ total: 5, totalCapped: true, pageCount: 1 });
  // The newest five matches, newest first (none has the word in its title).
  expect(result.ids).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"]);
});

test("within the cap every match is ranked: a title match comes first", async () => {
  const result = await searchPublishedPostIds("pipeline:*", null, 1, {
    candidates: 100,
    recentWindow: 10,
  });
  expect(result).toMatchObject({ total: 30, totalCapped: false, pageCount: 4 });
  expect(result.ids.slice(0, 2)).toEqual(["post-25", "post-1"]);
});

test("matches found only outside the newest posts are still found", async () => {
  const result = await searchPublishedPostIds("legacy:*", null, 1, SMALL);
  expect(result).toMatchObject({ totalCapped: true, total: 5 });
  expect(result.ids).toEqual(["post-21", "post-22", "post-23", "post-24", "post-25"]);
  const all = await searchPublishedPostIds("legacy:*", null, 2, { ...SMALL, candidates: 20 });
  expect(all).toMatchObject({ total: 10, totalCapped: false, page: 2, ids: ["post-30"] });
});

test("a category narrows the search and its window", async () => {
  const result = await searchPublishedPostIds("pipeline:*", "cloud", 1, SMALL);
  expect(result.ids).toEqual(["post-2", "post-4", "post-6", "post-8", "post-10"]);
  expect(result.totalCapped).toBe(true);
});

test("a page past the end shows the last one", async () => {
  const result = await searchPublishedPostIds("legacy:*", null, 99, { ...SMALL, candidates: 20 });
  expect(result).toMatchObject({ page: 2, pageCount: 2 });
});

test("where the newest window begins is read once per content version, not per search", async () => {
  await contentVersionInMemory();
  await searchPublishedPostIds("pipeline:*", null, 1, SMALL);
  let result: Awaited<ReturnType<typeof searchPublishedPostIds>> | undefined;
  const statements = await recordSql(database(), async () => {
    result = await searchPublishedPostIds("summary:*", null, 1, SMALL);
  });
  // Only the matches of the newest posts (enough of them: the older are not read).
  expect(statements).toHaveLength(1);
  expect(result!.ids).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"]);

  // A newer post moves the window: the next search reads it again and finds the post.
  await db().execute(sql`
    insert into blog_posts (id, slug, title, summary, content, category, author, is_published, published_at)
    values ('post-0', 'post-0', 'Post 0', 'A summary.', '<p>About the pipeline.</p>', 'tech', 'Author', true, now())`);
  await contentVersionInMemory();
  const again = await recordSql(database(), async () => {
    result = await searchPublishedPostIds("summary:*", null, 1, SMALL);
  });
  expect(again).toHaveLength(2);
  expect(result!.ids[0]).toBe("post-0");
  await db().execute(sql`delete from blog_posts where id = 'post-0'`);
});
