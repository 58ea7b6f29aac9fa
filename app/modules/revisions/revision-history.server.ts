import { diffWords, type Change } from "diff";
import { and, desc, eq, gt, ne, notInArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Tx } from "~/db/client.server";
import { columnKey } from "~/db/sql-helpers.server";
import type { Actor } from "~/modules/actor/actor";

/**
 * The revision history posts and pages share (issue 28 item 4: "shared, not
 * copied"): every save keeps what was saved (up to the store's limit, oldest
 * dropped first); autosaves while typing keep one revision that each autosave
 * replaces, so they never push real saves out; a real save drops that
 * autosave. Each kind of content names its table and columns once (a
 * RevisionStore) and keeps its own fields; the rules live here.
 */

export type RevisionKind = "save" | "autosave" | "restore";

/** Who a record's oldest version is credited to when it was saved before revisions were kept. */
export const EARLIER_VERSION_AUTHOR = "Before history was kept";

export type RevisionStore<Table extends PgTable> = {
  table: Table;
  id: AnyPgColumn;
  /** The post's or page's id. */
  owner: AnyPgColumn;
  kind: AnyPgColumn;
  savedByName: AnyPgColumn;
  createdAt: AnyPgColumn;
  limit: number;
};

type Row<Table extends PgTable> = Table["$inferSelect"];

/** Called inside the write's transaction, so a revision exists exactly when the save does. */
export async function recordRevisionIn<Table extends PgTable>(
  store: RevisionStore<Table>,
  tx: Tx,
  ownerId: string,
  fields: Record<string, unknown>,
  actor: Actor,
  kind: RevisionKind,
): Promise<void> {
  const values = {
    ...fields,
    kind,
    savedById: actor.user.id,
    savedByName: actor.user.name,
    createdAt: new Date(),
  };
  if (kind === "autosave") {
    const [latest] = (await tx
      .select({ id: store.id, kind: store.kind })
      .from(store.table as PgTable)
      .where(eq(store.owner, ownerId))
      .orderBy(desc(store.createdAt))
      .limit(1)) as Array<{ id: string; kind: string }>;
    if (latest?.kind === "autosave") {
      await tx
        .update(store.table)
        .set(values as never)
        .where(eq(store.id, latest.id));
      return;
    }
  } else {
    // A real save supersedes the autosave of the same editing session (as
    // WordPress drops its autosave on save): History lists what was saved.
    // A record has at most one autosave, always its newest revision.
    await tx.delete(store.table).where(and(eq(store.owner, ownerId), eq(store.kind, "autosave")));
  }
  await tx
    .insert(store.table)
    .values({ ...values, [columnKey(store.table, store.owner)]: ownerId } as never);
  const kept = tx
    .select({ id: store.id })
    .from(store.table as PgTable)
    .where(eq(store.owner, ownerId))
    .orderBy(desc(store.createdAt))
    .limit(store.limit);
  await tx.delete(store.table).where(and(eq(store.owner, ownerId), notInArray(store.id, kept)));
}

/**
 * Whether the record was saved or restored after `since` (when an editor's
 * form was loaded): that form's autosaves are then stale and must not
 * overwrite it.
 */
export async function savedSinceIn<Table extends PgTable>(
  store: RevisionStore<Table>,
  tx: Tx,
  ownerId: string,
  since: Date,
): Promise<boolean> {
  const [later] = await tx
    .select({ id: store.id })
    .from(store.table as PgTable)
    .where(and(eq(store.owner, ownerId), ne(store.kind, "autosave"), gt(store.createdAt, since)))
    .limit(1);
  return Boolean(later);
}

/** Whether the record has any revision yet (before its first kept version). */
export async function hasRevisionIn<Table extends PgTable>(
  store: RevisionStore<Table>,
  tx: Tx,
  ownerId: string,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: store.id })
    .from(store.table as PgTable)
    .where(eq(store.owner, ownerId))
    .limit(1);
  return Boolean(existing);
}

export type RevisionListItem = {
  id: string;
  kind: string;
  savedByName: string;
  createdAt: Date;
};

/** The History panel's list, newest first. */
export async function listRevisionsIn<Table extends PgTable>(
  store: RevisionStore<Table>,
  ownerId: string,
): Promise<RevisionListItem[]> {
  return (await db()
    .select({
      id: store.id,
      kind: store.kind,
      savedByName: store.savedByName,
      createdAt: store.createdAt,
    })
    .from(store.table as PgTable)
    .where(eq(store.owner, ownerId))
    .orderBy(desc(store.createdAt))
    .limit(store.limit)) as RevisionListItem[];
}

/** One revision of the record (null for an id of another record or another shape). */
export async function getRevisionIn<Table extends PgTable>(
  store: RevisionStore<Table>,
  ownerId: string,
  revisionId: string,
): Promise<Row<Table> | null> {
  const [row] = await db()
    .select()
    .from(store.table as PgTable)
    .where(and(eq(store.id, revisionId), eq(store.owner, ownerId)))
    .limit(1);
  return (row as Row<Table> | undefined) ?? null;
}

export type FieldDiff = { field: string; label: string; parts: Change[] };

/** How one field of a kind of content reads in a diff. */
export type DiffField<Fields> = { field: string; label: string; text: (fields: Fields) => string };

/** What restoring `from` would change in `to`: the differing fields, word by word. */
export function diffFields<Fields>(
  spec: ReadonlyArray<DiffField<Fields>>,
  to: Fields,
  from: Fields,
): FieldDiff[] {
  return spec.flatMap(({ field, label, text }) => {
    const before = text(to);
    const after = text(from);
    return before === after ? [] : [{ field, label, parts: diffWords(before, after) }];
  });
}
