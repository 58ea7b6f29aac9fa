import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationNotes, applications, type ApplicationNote } from "~/db/schema";
import { recordAudit } from "~/modules/accounts/audit.server";
import type { Actor } from "~/modules/accounts/actor";
import { refused, rejected, written, type WriteResult } from "~/utils/write-result";
import { isUuid } from "~/utils/ids";
import { APPLICATION_ADMIN_MESSAGES, ApplicationNoteSchema } from "./application-admin-schema";
import { assertActorMay } from "~/modules/accounts/authorize";

/**
 * Internal notes on an application. Staff only: no email, public page or
 * export ever includes them.
 */

export type NoteView = Pick<ApplicationNote, "id" | "authorName" | "body" | "createdAt">;

/** The notes of one application, newest first. */
export async function listApplicationNotes(applicationId: string): Promise<NoteView[]> {
  if (!isUuid(applicationId)) return [];
  return db()
    .select({
      id: applicationNotes.id,
      authorName: applicationNotes.authorName,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
}

/**
 * Adds a note signed with the admin's id and current name. Checks the admin,
 * validates with the note form's schema, writes, and records
 * application.note (which note, never its text).
 */
export async function addApplicationNote(
  actor: Actor,
  applicationId: string | undefined,
  formData: FormData,
): Promise<WriteResult<NoteView>> {
  assertActorMay(actor, "applications");
  const submission = parseWithZod(formData, { schema: ApplicationNoteSchema });
  if (submission.status !== "success") return rejected(400, submission.reply());
  if (!isUuid(applicationId)) return refused(404, APPLICATION_ADMIN_MESSAGES.notFound);

  const note = await db().transaction(async (tx) => {
    // Locks the application so a concurrent delete cannot slip in between.
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("share");
    if (!application) return null;
    const [row] = await tx
      .insert(applicationNotes)
      .values({
        applicationId,
        authorId: actor.user.id,
        authorName: actor.user.name,
        body: submission.value.body,
      })
      .returning({
        id: applicationNotes.id,
        authorName: applicationNotes.authorName,
        body: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
      });
    if (!row) return null;
    await recordAudit(
      {
        action: "application.note",
        actor: actor.user,
        target: { id: applicationId },
        ip: actor.ip,
        details: { noteId: row.id, length: row.body.length },
      },
      tx,
    );
    return row;
  });
  if (!note) return refused(404, APPLICATION_ADMIN_MESSAGES.notFound);
  return written(note);
}
