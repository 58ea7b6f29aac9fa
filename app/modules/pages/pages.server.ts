import { eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { pages } from "~/db/schema";
import { listLatestPosts, type PostCard } from "~/modules/blog/blog.server";
import { listNewestJobs, type JobSummary } from "~/modules/jobs/jobs.server";
import { MEDIA_URL_PREFIX } from "~/modules/media/media-limits";
import type { PictureInfo } from "~/modules/media/picture";
import { picturesOf } from "~/modules/media/responsive-content.server";
import { getLogger } from "~/utils/logger.server";
import { BlockSchema, type Block } from "./block-schemas";
import { DEMO_PAGES } from "./demo-pages";
import {
  PagePathSchema,
  PageSchema,
  type PageInput,
  type PageRecord,
  type PageSeo,
} from "./page-schema";

/** What a public page renders: its visible blocks and SEO fields. */
export type PublicPage = {
  path: string;
  title: string;
  blocks: Block[];
  seo: PageSeo;
};

/**
 * What blocks show from other tables: a "latest posts" block's posts (what a
 * card shows, not the post's tags) and an "open positions" block's jobs, by
 * block id; the library facts (size, renditions) of the blocks' images, by
 * their /media/ address.
 */
export type BlockData = {
  posts: Record<string, Omit<PostCard, "tags" | "id">[]>;
  jobs: Record<string, JobSummary[]>;
  pictures: Record<string, PictureInfo>;
};

/**
 * The visible blocks of a stored list. Each block is checked with its schema
 * on the way out too: a block stored by an older version of its schema that
 * no longer parses is left out (and logged) rather than breaking the page.
 */
export function visibleBlocks(stored: readonly unknown[], path: string): Block[] {
  return stored.flatMap((raw) => {
    const parsed = BlockSchema.safeParse(raw);
    if (!parsed.success) {
      getLogger().warn({ path, issues: parsed.error.issues }, "pages: a stored block is invalid");
      return [];
    }
    return parsed.data.hidden ? [] : [parsed.data];
  });
}

function demoPage(path: string): PageRecord | null {
  const demo = DEMO_PAGES.find((page) => page.path === path);
  return demo ? PageSchema.parse(demo) : null;
}

/**
 * The published page at `path`, or null. A marketing page that has no record
 * yet (a database seeded before pages existed, a test database) shows its
 * shipped content, as company settings fall back to the demo company; a
 * record that exists but is not published hides a free path's page.
 */
export async function getPublishedPage(path: string): Promise<PublicPage | null> {
  // Only a path a page may have is looked up (not /admin/…, not junk).
  if (!PagePathSchema.safeParse(path).success) return null;
  const [row] = await db()
    .select({ title: pages.title, status: pages.status, blocks: pages.blocks, seo: pages.seo })
    .from(pages)
    .where(eq(pages.path, path))
    .limit(1);
  if (!row) {
    const demo = demoPage(path);
    return demo
      ? { path, title: demo.title, blocks: visibleBlocks(demo.blocks, path), seo: demo.seo }
      : null;
  }
  if (row.status !== "published") return null;
  const seo = PageSchema.shape.seo.safeParse(row.seo);
  return {
    path,
    title: row.title,
    blocks: visibleBlocks(row.blocks, path),
    seo: seo.success ? seo.data : { title: row.title, description: "", noindex: false },
  };
}

/** The addresses of the images a block's fields hold (ImageSchema values, at any depth). */
export function blockImageUrls(blocks: readonly Block[]): string[] {
  const urls: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const { url, alt } = value as { url?: unknown; alt?: unknown };
      if (typeof url === "string" && typeof alt === "string") urls.push(url);
      else Object.values(value).forEach(walk);
    }
  };
  blocks.forEach((block) => walk(block.fields));
  return urls;
}

/** Reads what the page's blocks show from other tables (the newest posts and jobs, the images' sizes). */
export async function loadBlockData(blocks: readonly Block[]): Promise<BlockData> {
  const data: BlockData = { posts: {}, jobs: {}, pictures: {} };
  const reads = blocks.map(async (block) => {
    if (block.type === "latest-posts") {
      const cards = await listLatestPosts(block.fields.limit, block.fields.category);
      data.posts[block.id] = cards.map(({ tags: _tags, id: _id, ...card }) => card);
    } else if (block.type === "open-positions") {
      const { department = "", location = "", maxPositions } = block.fields;
      data.jobs[block.id] = await listNewestJobs({ department, location }, maxPositions);
    }
  });
  const urls = blockImageUrls(blocks);
  const pictures = urls.length ? picturesOf(urls) : Promise.resolve(new Map<string, PictureInfo>());
  const [found] = await Promise.all([pictures, ...reads]);
  for (const [name, info] of found) data.pictures[`${MEDIA_URL_PREFIX}${name}`] = info;
  return data;
}

/** Published pages, their last change and whether they stay out of search engines (sitemap). */
export async function listPublishedPageStamps(): Promise<
  Array<{ path: string; updatedAt: Date; noindex: boolean }>
> {
  const rows = await db()
    .select({ path: pages.path, updatedAt: pages.updatedAt, seo: pages.seo })
    .from(pages)
    .where(eq(pages.status, "published"));
  return rows.map(({ path, updatedAt, seo }) => ({
    path,
    updatedAt,
    noindex: PageSchema.shape.seo.safeParse(seo).data?.noindex === true,
  }));
}

/**
 * Writes a page record checked with PageSchema (the seed; the block editor's
 * save builds on it with its actor and audit entry). The content triggers
 * mark the change, so every cached page renews on its next request.
 */
export async function storePage(
  tx: Tx,
  input: PageInput,
  updatedBy: string | null = null,
): Promise<void> {
  const page = PageSchema.parse(input);
  const values = {
    title: page.title,
    status: page.status,
    blocks: page.blocks,
    seo: page.seo,
    updatedBy,
  };
  const published = page.status === "published";
  await tx
    .insert(pages)
    .values({ path: page.path, ...values, publishedAt: published ? new Date() : null })
    .onConflictDoUpdate({
      target: pages.path,
      set: {
        ...values,
        // First publication stays the publication date.
        publishedAt: published ? sql`coalesce(${pages.publishedAt}, now())` : null,
        updatedAt: new Date(),
      },
    });
}
