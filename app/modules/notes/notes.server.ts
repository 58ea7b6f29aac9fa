import type { z } from "zod";
import { db, type Tx } from "~/db/client.server";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit, type AuditAction } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import type { Area } from "~/modules/roles/roles";
import { isUuid } from "~/utils/ids";
import { refused, written, type Result } from "~/utils/domain-result";
import type { NoteSchema } from "./note-schema";

/**
 * Adding an internal note, for every kind of record that has them
 * (applications, inquiries): staff only, never e-mailed, shown or exported
 * to anyone but staff and the person's privacy export.
 */

export type NoteView = { id: string; authorName: string; body: string; createdAt: Date };

export type NoteAuthor = { authorId: string; authorName: string; body: string };

/** The add-note form, as NoteSchema parsed it. */
export type NoteInput = z.output<typeof NoteSchema>;

/** What differs per kind of record. */
export type NoteTarget = {
  area: Area;
  auditAction: Extract<AuditAction, `${string}.note`>;
  notFound: string;
  /**
   * Locks the record (so a concurrent delete cannot slip in between) and
   * inserts the note; null when the record is gone.
   */
  insert: (tx: Tx, recordId: string, note: NoteAuthor) => Promise<NoteView | null>;
};

/**
 * Adds a note signed with the staff member's id and current name. Checks the
 * role, writes the note the route parsed with NoteSchema, and records the
 * audit action (which note, never its text) in the same transaction.
 */
export async function addNote(
  actor: Actor,
  target: NoteTarget,
  recordId: string | undefined,
  input: NoteInput,
): Promise<Result<NoteView>> {
  assertActorMay(actor, target.area);
  if (!isUuid(recordId)) return refused("not-found", target.notFound);

  const note = await db().transaction(async (tx) => {
    const row = await target.insert(tx, recordId, {
      authorId: actor.user.id,
      authorName: actor.user.name,
      body: input.body,
    });
    if (!row) return null;
    await recordAudit(
      {
        action: target.auditAction,
        actor: actor.user,
        target: { id: recordId },
        ip: actor.ip,
        details: { noteId: row.id, length: row.body.length },
      },
      tx,
    );
    return row;
  });
  if (!note) return refused("not-found", target.notFound);
  return written(note);
}
