import { parseWithZod } from "@conform-to/zod/v4";
import { db, type Tx } from "~/db/client.server";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit, type AuditAction } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import type { Area } from "~/modules/roles/roles";
import { isUuid } from "~/utils/ids";
import { refused, rejected, written, type WriteResult } from "~/utils/write-result";
import { NoteSchema } from "./note-schema";

/**
 * Adding an internal note, for every kind of record that has them
 * (applications, inquiries): staff only, never e-mailed, shown or exported
 * to anyone but staff and the person's privacy export.
 */

export type NoteView = { id: string; authorName: string; body: string; createdAt: Date };

export type NoteAuthor = { authorId: string; authorName: string; body: string };

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
 * role, validates with the note form's schema, writes, and records the audit
 * action (which note, never its text) in the same transaction.
 */
export async function addNote(
  actor: Actor,
  target: NoteTarget,
  recordId: string | undefined,
  formData: FormData,
): Promise<WriteResult<NoteView>> {
  assertActorMay(actor, target.area);
  const submission = parseWithZod(formData, { schema: NoteSchema });
  if (submission.status !== "success") return rejected(400, submission.reply());
  if (!isUuid(recordId)) return refused(404, target.notFound);

  const note = await db().transaction(async (tx) => {
    const row = await target.insert(tx, recordId, {
      authorId: actor.user.id,
      authorName: actor.user.name,
      body: submission.value.body,
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
  if (!note) return refused(404, target.notFound);
  return written(note);
}
