import { count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { db, type Db, type Tx } from "~/db/client.server";
import { notFoundLog, redirects, type Redirect } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { isUuid } from "~/utils/ids";
import { paginate } from "~/utils/pagination";
import {
  refused,
  rejected,
  written,
  type Refusal,
  type Rejection,
  type Result,
} from "~/utils/domain-result";
import type { RedirectFilters } from "./redirect-filters";
import {
  REDIRECT_MESSAGES,
  REDIRECT_STATUSES,
  REDIRECTS_PAGE_SIZE,
  type RedirectStatus,
} from "./redirect-limits";
import {
  localPathOf,
  normalizePath,
  redirectConflict,
  type RedirectInput,
  type RedirectLink,
} from "./redirect-schema";
import { countRedirectUse } from "./usage.server";

/**
 * The redirects manager (issue 28 item 7): staff keep redirects from old
 * paths; a page that moves adds one by itself (addAutomaticRedirect). The
 * public side asks findRedirect only on the way to a 404.
 */

export type RedirectRow = Pick<
  Redirect,
  "id" | "fromPath" | "toPath" | "status" | "createdByName" | "updatedAt" | "hits" | "lastUsedAt"
>;

const ROW_COLUMNS = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  toPath: redirects.toPath,
  status: redirects.status,
  createdByName: redirects.createdByName,
  updatedAt: redirects.updatedAt,
  hits: redirects.hits,
  lastUsedAt: redirects.lastUsedAt,
};

export type RedirectPage = { items: RedirectRow[]; total: number; page: number; pageCount: number };

/** One page of redirects, most recently changed first, searched by either address. */
export async function listRedirectsForAdmin(filters: RedirectFilters): Promise<RedirectPage> {
  const where = filters.q
    ? or(
        ilike(redirects.fromPath, containsPattern(filters.q)),
        ilike(redirects.toPath, containsPattern(filters.q)),
      )
    : undefined;
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(redirects)
    .where(where);
  const { page, pageCount, offset } = paginate(total, REDIRECTS_PAGE_SIZE, filters.page);
  const items = await db()
    .select(ROW_COLUMNS)
    .from(redirects)
    .where(where)
    .orderBy(desc(redirects.updatedAt), desc(redirects.id))
    .limit(REDIRECTS_PAGE_SIZE)
    .offset(offset);
  return { items, total, page, pageCount };
}

export async function getRedirectForAdmin(id: string): Promise<RedirectRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select(ROW_COLUMNS).from(redirects).where(eq(redirects.id, id));
  return row ?? null;
}

/**
 * Where a request for `path` goes, if a redirect says so: one lookup by the
 * unique source. Called only when nothing else answers the path.
 */
export async function findRedirect(
  pathname: string,
): Promise<{ to: string; status: RedirectStatus } | null> {
  // No source has a `//` (and the URL parser would read `//x` as a host).
  if (pathname.includes("//")) return null;
  let path: string;
  try {
    path = normalizePath(pathname);
  } catch {
    return null;
  }
  const [row] = await db()
    .select({ to: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  if (!row) return null;
  countRedirectUse(path);
  return { to: row.to, status: row.status === 302 ? 302 : 301 };
}

/**
 * The redirects that share a path with `from`/`to`: the ones a new or
 * edited redirect could chain with, loop with or duplicate.
 */
async function neighbours(tx: Tx | Db, from: string, to: string): Promise<RedirectLink[]> {
  const target = localPathOf(to);
  const sources = target ? [from, target] : [from];
  return await tx
    .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath })
    .from(redirects)
    .where(
      or(
        inArray(redirects.fromPath, sources),
        eq(redirects.toPath, from),
        sql`starts_with(${redirects.toPath}, ${`${from}?`})`,
        sql`starts_with(${redirects.toPath}, ${`${from}#`})`,
      ),
    );
}

/** One writer at a time decides about chains and loops (two saves cannot each close half a loop). */
async function serializeRedirectWrites(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);
}

type WriteFailure = Refusal | Rejection;

async function save(
  actor: Actor,
  input: RedirectInput,
  id: string | null,
): Promise<Result<RedirectRow, WriteFailure>> {
  assertActorMay(actor, "redirects");
  if (id !== null && !isUuid(id)) return refused("not-found", REDIRECT_MESSAGES.notFound);
  return db().transaction(async (tx): Promise<Result<RedirectRow, WriteFailure>> => {
    await serializeRedirectWrites(tx);
    const conflict = redirectConflict(
      { id: id ?? undefined, from: input.from, to: input.to },
      await neighbours(tx, input.from, input.to),
    );
    if (conflict) return rejected("conflict", { [conflict.field]: [conflict.message] });
    const now = new Date();
    const values = { fromPath: input.from, toPath: input.to, status: input.status };
    const [row] =
      id === null
        ? await tx
            .insert(redirects)
            .values({
              ...values,
              createdById: actor.user.id,
              createdByName: actor.user.name,
              updatedByName: actor.user.name,
            })
            .returning(ROW_COLUMNS)
        : await tx
            .update(redirects)
            .set({ ...values, updatedByName: actor.user.name, updatedAt: now })
            .where(eq(redirects.id, id))
            .returning(ROW_COLUMNS);
    if (!row) return refused("not-found", REDIRECT_MESSAGES.notFound);
    // The path is answered now: it leaves the 404 log.
    await tx.delete(notFoundLog).where(eq(notFoundLog.path, row.fromPath));
    await recordAudit(
      {
        action: id === null ? "redirect.create" : "redirect.update",
        actor: actor.user,
        target: { id: row.id },
        ip: actor.ip,
        details: { from: row.fromPath, to: row.toPath, status: row.status },
      },
      tx,
    );
    return written(row);
  });
}

/** A new redirect (parsed with RedirectSchema): refused when it would chain, loop or repeat a source. */
export function createRedirect(actor: Actor, input: RedirectInput) {
  return save(actor, input, null);
}

export function updateRedirect(actor: Actor, id: string, input: RedirectInput) {
  return save(actor, input, id);
}

export async function deleteRedirect(actor: Actor, id: string): Promise<Result<string, Refusal>> {
  assertActorMay(actor, "redirects");
  if (!isUuid(id)) return refused("not-found", REDIRECT_MESSAGES.notFound);
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(redirects)
      .where(eq(redirects.id, id))
      .returning({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath });
    if (row) {
      await recordAudit(
        {
          action: "redirect.delete",
          actor: actor.user,
          target: { id: row.id },
          ip: actor.ip,
          details: { from: row.fromPath, to: row.toPath },
        },
        tx,
      );
    }
    return row;
  });
  return removed ? written(removed.fromPath) : refused("not-found", REDIRECT_MESSAGES.notFound);
}

/**
 * For a record whose public path moves (a page: call inside the transaction
 * that saves the new path, which records its own audit entry). The old path
 * redirects (301) to the new one; redirects that pointed at the old path
 * now point at the new one (still one hop); a redirect from the new path
 * goes, because a live page always wins over a redirect. Never a chain, never
 * a loop: moving back and forth leaves one redirect from where it was.
 */
/** A page that moved has moved for good: search engines should follow it (301). */
const MOVED_PAGE_STATUS: RedirectStatus = REDIRECT_STATUSES[0];

export async function addAutomaticRedirect(tx: Tx, from: string, to: string): Promise<void> {
  const oldPath = normalizePath(from);
  const newPath = normalizePath(to);
  if (oldPath === newPath) return;
  await serializeRedirectWrites(tx);
  await tx.delete(redirects).where(eq(redirects.fromPath, newPath));
  const now = new Date();
  await tx
    .update(redirects)
    .set({ toPath: newPath, updatedAt: now })
    .where(eq(redirects.toPath, oldPath));
  await tx
    .insert(redirects)
    .values({ fromPath: oldPath, toPath: newPath, status: MOVED_PAGE_STATUS })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: newPath, status: MOVED_PAGE_STATUS, updatedAt: now, updatedByName: "" },
    });
}
