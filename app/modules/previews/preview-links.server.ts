import crypto from "node:crypto";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { columnKey } from "~/db/sql-helpers.server";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import type { Area } from "~/modules/roles/roles";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import {
  PREVIEW_PATH_PREFIX,
  PREVIEW_TOKEN_PATTERN,
  type PreviewLinkAction,
} from "./preview-link-schema";

/**
 * Share-able previews (Ghost's /p/<uuid>), the one machinery posts and pages
 * share (issue 28 item 3: "shared, not copied"): a random token names one
 * draft; whoever has the link reads it, signed in or not, until the link
 * expires, is revoked, or the draft is published (a trigger deletes its link
 * then, so unpublishing never revives it). The page is never cached, listed
 * or indexed. Each kind of content names its table, columns and owner once
 * (a PreviewLinkStore); the rules live here.
 *
 * The database keeps only the token's SHA-256: a backup, a copied table or a
 * read-only database login holds no working link. So the full link is shown
 * once, on the page that follows its creation (a one-time cookie carries it
 * there); afterwards the edit page says a link is active and offers a new one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The draft a link is made for: what its audit entry names, and whether it is out already. */
export type PreviewOwner = { id: string; details: Record<string, string>; isPublished: boolean };

/** A kind's links table: one row per draft (`owner` unique), keyed by the token's hash. */
type PreviewLinkTable = PgTable & { tokenHash: AnyPgColumn; expiresAt: AnyPgColumn };

export type PreviewLinkStore = {
  kind: "post" | "page";
  table: PreviewLinkTable;
  /** The post's or page's id (unique: one link per draft). */
  owner: AnyPgColumn;
  /** Who may share: the area that edits the draft. */
  area: Area;
  /** Whether `id` has the shape of the kind's ids (anything else is looked up nowhere). */
  isId: (id: string) => boolean;
  /** The draft by id (of the right shape), or null. */
  findOwner: (id: string) => Promise<PreviewOwner | null>;
  messages: { notFound: string; published: string };
};

/** What is stored for a token: 32 random bytes need no salt or stretching. */
export function hashPreviewToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

const stillValid = ({ table }: PreviewLinkStore, now: Date) =>
  or(isNull(table.expiresAt), gt(table.expiresAt, now));

/**
 * A draft's working link: `path` only when the caller holds its token (just
 * created); `id` tells one link from the next (a prefix of the hash).
 */
export type PreviewLink = { id: string; path: string | null; expiresAt: Date | null };

/** The draft's working preview link, for its edit page. */
async function previewLinkOf(
  store: PreviewLinkStore,
  ownerId: string | undefined,
  newToken?: string | null,
): Promise<PreviewLink | null> {
  if (!ownerId || !store.isId(ownerId)) return null;
  const [row] = (await db()
    .select({ tokenHash: store.table.tokenHash, expiresAt: store.table.expiresAt })
    .from(store.table)
    .where(and(eq(store.owner, ownerId), stillValid(store, new Date())))
    .limit(1)) as Array<{ tokenHash: string; expiresAt: Date | null }>;
  if (!row) return null;
  const shown =
    newToken &&
    PREVIEW_TOKEN_PATTERN.test(newToken) &&
    hashPreviewToken(newToken) === row.tokenHash;
  return {
    id: row.tokenHash.slice(0, 12),
    path: shown ? `${PREVIEW_PATH_PREFIX}${newToken}` : null,
    expiresAt: row.expiresAt,
  };
}

/** A created link's token, for the one page that shows it. */
export type PreviewLinkChange = { kind: "shared"; token: string } | { kind: "revoked" };

/** Creates (or replaces) the draft's link, or revokes it; audited with it. */
async function changePreviewLinkIn(
  store: PreviewLinkStore,
  actor: Actor,
  ownerId: string,
  action: PreviewLinkAction,
  now = new Date(),
): Promise<Result<PreviewLinkChange, Refusal>> {
  assertActorMay(actor, store.area);
  const owner = store.isId(ownerId) ? await store.findOwner(ownerId) : null;
  if (!owner) return refused("not-found", store.messages.notFound);
  // A published draft has its public address; its link was deleted on publish.
  if (action.intent === "share" && owner.isPublished) {
    return refused("conflict", store.messages.published);
  }
  // The link and its audit entry: both or neither.
  const change = await db().transaction(async (tx): Promise<PreviewLinkChange> => {
    let done: PreviewLinkChange;
    if (action.intent === "revoke") {
      await tx.delete(store.table).where(eq(store.owner, owner.id));
      done = { kind: "revoked" };
    } else {
      const token = crypto.randomBytes(32).toString("base64url");
      const values = {
        tokenHash: hashPreviewToken(token),
        createdBy: actor.user.id,
        createdAt: now,
        expiresAt: action.lifetime ? new Date(now.getTime() + action.lifetime * DAY_MS) : null,
      };
      // A new link replaces the old one, which stops working at once.
      await tx
        .insert(store.table)
        .values({ [columnKey(store.table, store.owner)]: owner.id, ...values } as never)
        .onConflictDoUpdate({ target: store.owner, set: values as never });
      done = { kind: "shared", token };
    }
    await recordAudit(
      {
        action: `${store.kind}.preview_${action.intent}`,
        actor: actor.user,
        target: { id: owner.id },
        ip: actor.ip,
        details:
          action.intent === "share"
            ? { ...owner.details, days: action.lifetime || "until revoked" }
            : owner.details,
      },
      tx,
    );
    return done;
  });
  return written(change);
}

/** Maintenance (the retention task): expired links open nothing, so nothing of them is kept. */
export async function deleteExpiredLinksIn(
  store: PreviewLinkStore,
  now = new Date(),
): Promise<number> {
  const rows = await db()
    .delete(store.table)
    .where(lte(store.table.expiresAt, now))
    .returning({ owner: store.owner });
  return rows.length;
}

/** The id of the draft a preview link names, while the link works; null for any other token. */
async function ownerOfPreviewToken(
  store: PreviewLinkStore,
  token: string | undefined,
): Promise<string | null> {
  if (!token || !PREVIEW_TOKEN_PATTERN.test(token)) return null;
  const [row] = (await db()
    .select({ owner: store.owner })
    .from(store.table)
    .where(and(eq(store.table.tokenHash, hashPreviewToken(token)), stillValid(store, new Date())))
    .limit(1)) as Array<{ owner: string }>;
  return row?.owner ?? null;
}

/**
 * The kind's preview links, bound to its store: `linkOf` for the edit page,
 * `change` for the Share forms, `deleteExpired` for the retention task and
 * `ownerOf` for /p/<token>.
 */
export function previewLinksOf(store: PreviewLinkStore) {
  return {
    linkOf: (ownerId: string | undefined, newToken?: string | null) =>
      previewLinkOf(store, ownerId, newToken),
    change: (actor: Actor, ownerId: string, action: PreviewLinkAction, now = new Date()) =>
      changePreviewLinkIn(store, actor, ownerId, action, now),
    deleteExpired: (now = new Date()) => deleteExpiredLinksIn(store, now),
    ownerOf: (token: string | undefined) => ownerOfPreviewToken(store, token),
  };
}
