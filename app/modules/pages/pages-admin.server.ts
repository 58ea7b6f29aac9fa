import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, jobs, pages } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { queueRelease, scheduledReleaseTask } from "~/modules/queue/scheduled-release.server";
import { addAutomaticRedirect } from "~/modules/redirects/redirects.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { rejected, refused, written, type Result } from "~/utils/domain-result";
import { isUuid } from "~/utils/ids";
import { getLogger } from "~/utils/logger.server";
import { PAGE_MESSAGES, pageStatusOf, type PageFormValues } from "./page-form-schema";
import { keepFirstPageVersion, pageSavedSince, recordPageRevision } from "./page-revisions.server";

/**
 * Admin › Pages (issue 28 items 2 and 4, decision 049): the list, the block
 * editor's reads and its one save. Every write runs in one transaction with
 * its audit entry, its revision and, when the path moves, the automatic redirect; the
 * content triggers on `pages` (migration 0035) bump the content version in
 * that same transaction, so the cached pages showing it renew.
 */

export type PageListRow = {
  id: string;
  title: string;
  path: string;
  status: "draft" | "published" | "scheduled";
  scheduledAt: Date | null;
  updatedAt: Date;
  updatedBy: string | null;
};

export async function listPagesForAdmin(): Promise<PageListRow[]> {
  return db()
    .select({
      id: pages.id,
      title: pages.title,
      path: pages.path,
      status: pages.status,
      scheduledAt: pages.scheduledAt,
      updatedAt: pages.updatedAt,
      updatedBy: pages.updatedBy,
    })
    .from(pages)
    .orderBy(desc(pages.updatedAt));
}

export type EditablePage = PageListRow & { blocks: unknown[]; seo: Record<string, unknown> };

export async function getPageForEditor(id: string | undefined): Promise<EditablePage | null> {
  if (!id || !isUuid(id)) return null;
  const [row] = await db()
    .select({
      id: pages.id,
      title: pages.title,
      path: pages.path,
      status: pages.status,
      scheduledAt: pages.scheduledAt,
      updatedAt: pages.updatedAt,
      updatedBy: pages.updatedBy,
      blocks: pages.blocks,
      seo: pages.seo,
    })
    .from(pages)
    .where(eq(pages.id, id))
    .limit(1);
  return row ?? null;
}

/** Where a link may lead on this site: its pages, published posts and open jobs (the editor's suggestions). */
export async function listLinkTargets(): Promise<Array<{ path: string; label: string }>> {
  const [pageRows, postRows, jobRows] = await Promise.all([
    db().select({ path: pages.path, title: pages.title }).from(pages).orderBy(pages.path),
    db()
      .select({ slug: blogPosts.slug, title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(200),
    db()
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(eq(jobs.isActive, true))
      .orderBy(jobs.title)
      .limit(200),
  ]);
  return [
    ...pageRows.map((row) => ({ path: row.path, label: `Page: ${row.title}` })),
    ...postRows.map((row) => ({ path: `/blog/${row.slug}`, label: `Post: ${row.title}` })),
    ...jobRows.map((row) => ({
      path: `/careers/job/${encodeURIComponent(row.id)}`,
      label: `Job: ${row.title}`,
    })),
  ];
}

export type SavePageResult = Result<{ id: string; created: boolean }>;

/**
 * Creates (`id` null) or updates a page from the editor's parsed form, for the
 * actor the route authorized. The home page cannot leave "published" (decision
 * 038: `/` would answer 404).
 */
export async function savePage(
  actor: Actor,
  id: string | null,
  form: PageFormValues,
): Promise<SavePageResult> {
  assertActorMay(actor, "pages");
  const { status, scheduledAt } = pageStatusOf(form);
  if (form.path === "/" && status !== "published")
    return rejected("invalid", { publish: [PAGE_MESSAGES.homeUnpublished] });
  if (id !== null && !isUuid(id)) return refused("not-found", PAGE_MESSAGES.notFound);
  const result = await db().transaction(async (tx): Promise<SavePageResult> => {
    const [clash] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(id ? and(eq(pages.path, form.path), ne(pages.id, id)) : eq(pages.path, form.path))
      .limit(1);
    if (clash) return rejected("invalid", { path: [PAGE_MESSAGES.pathTaken] });
    const values = {
      path: form.path,
      title: form.title,
      status,
      scheduledAt,
      blocks: form.blocks,
      seo: form.seo,
      updatedBy: actor.user.email,
      updatedAt: new Date(),
    };
    const publishedAt =
      status === "published" ? sql`coalesce(${pages.publishedAt}, now())` : pages.publishedAt;
    let pageId: string;
    let before: { path: string; status: string } | null = null;
    if (id) {
      const [old] = await tx
        .select({ path: pages.path, status: pages.status })
        .from(pages)
        .where(eq(pages.id, id))
        .for("update");
      if (!old) return refused("not-found", PAGE_MESSAGES.notFound);
      before = old;
      await keepFirstPageVersion(tx, id);
      await tx
        .update(pages)
        .set({ ...values, publishedAt })
        .where(eq(pages.id, id));
      pageId = id;
      // Visitors and search engines that knew the old address follow the page.
      if (old.path !== form.path && old.status === "published")
        await addAutomaticRedirect(tx, old.path, form.path);
    } else {
      const [row] = await tx
        .insert(pages)
        .values({ ...values, publishedAt: status === "published" ? new Date() : null })
        .returning({ id: pages.id });
      pageId = row!.id;
    }
    const { title, path, blocks, seo } = values;
    await recordPageRevision(tx, pageId, { title, path, blocks, seo }, actor, "save");
    await recordAudit(
      {
        action: id ? "page.update" : "page.create",
        actor: actor.user,
        target: { id: pageId },
        ip: actor.ip,
        details: {
          path: form.path,
          status,
          blocks: form.blocks.length,
          ...(before && before.path !== form.path ? { movedFrom: before.path } : {}),
          ...(scheduledAt ? { scheduledFor: scheduledAt.toISOString() } : {}),
        },
      },
      tx,
    );
    return written({ id: pageId, created: !id });
  });
  if (result.ok) await queueScheduledPagePublish(scheduledAt);
  return result;
}

export const PUBLISH_SCHEDULED_PAGES_TASK = "publish-scheduled-pages";

/**
 * Publishes the pages whose time has come (as posts are: the update itself
 * decides, so two instances never publish a page twice); its publication
 * date is its scheduled time. The content triggers renew the cached pages.
 */
export async function publishDuePages(now = new Date()): Promise<{ id: string; path: string }[]> {
  const published = await db().transaction(async (tx) => {
    const rows = await tx
      .update(pages)
      .set({
        status: "published",
        publishedAt: sql`coalesce(${pages.publishedAt}, ${pages.scheduledAt})`,
        scheduledAt: null,
        updatedAt: now,
      })
      .where(and(eq(pages.status, "scheduled"), lte(pages.scheduledAt, now)))
      .returning({ id: pages.id, path: pages.path });
    for (const page of rows) {
      await recordAudit(
        {
          action: "page.publish",
          actorEmail: "system",
          target: { id: page.id },
          details: { path: page.path, scheduled: true },
        },
        tx,
      );
    }
    return rows;
  });
  if (published.length) getLogger().info({ pages: published }, "scheduled pages published");
  return published;
}

function queueScheduledPagePublish(at: Date | null): Promise<void> {
  return queueRelease(PUBLISH_SCHEDULED_PAGES_TASK, at);
}

export const scheduledPagePublishingTask = scheduledReleaseTask(
  PUBLISH_SCHEDULED_PAGES_TASK,
  (now) => publishDuePages(now),
);

export type PageAutosaveResult =
  | { status: "saved"; savedAt: Date }
  | { status: "invalid" | "published" | "stale" | "not-found" | "failed" };

/**
 * The editor's autosave while a draft (or scheduled) page is edited, as posts
 * have: its title, path, blocks and SEO fields — never its publishing state —
 * and never a published page, whose visitors see changes only on an explicit
 * save. `formLoadedAt`: when the editor's form was loaded; an autosave that
 * arrives after a save or restore made since (this tab's or another's) is
 * stale and refused, never written over it.
 */
export async function autosavePage(
  actor: Actor,
  id: string,
  form: PageFormValues,
  formLoadedAt?: Date,
): Promise<PageAutosaveResult> {
  assertActorMay(actor, "pages");
  if (!isUuid(id)) return { status: "not-found" };
  const fields = { title: form.title, path: form.path, blocks: form.blocks, seo: form.seo };
  try {
    const status = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({ status: pages.status })
        .from(pages)
        .where(eq(pages.id, id))
        .for("update");
      if (!current) return "not-found" as const;
      if (current.status === "published") return "published" as const;
      if (formLoadedAt && (await pageSavedSince(tx, id, formLoadedAt))) return "stale" as const;
      const [clash] = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.path, form.path), ne(pages.id, id)))
        .limit(1);
      if (clash) return "invalid" as const;
      await keepFirstPageVersion(tx, id);
      await tx
        .update(pages)
        .set({ ...fields, updatedBy: actor.user.email, updatedAt: new Date() })
        .where(eq(pages.id, id));
      await recordPageRevision(tx, id, fields, actor, "autosave");
      return "saved" as const;
    });
    return status === "saved" ? { status, savedAt: new Date() } : { status };
  } catch (error) {
    getLogger().error({ err: error }, "page autosave failed");
    return { status: "failed" };
  }
}
