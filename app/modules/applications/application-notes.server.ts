import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationNotes, applications } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import {
  addNote,
  type NoteInput,
  type NoteTarget,
  type NoteView,
} from "~/modules/notes/notes.server";
import { isUuid } from "~/utils/ids";
import type { Result } from "~/utils/domain-result";
import { APPLICATION_ADMIN_MESSAGES } from "./application-admin-schema";

/**
 * Internal notes on an application (modules/notes). Staff only: no email,
 * public page or export ever includes them (the person's privacy export
 * does).
 */

export type { NoteView };

const NOTE_COLUMNS = {
  id: applicationNotes.id,
  authorName: applicationNotes.authorName,
  body: applicationNotes.body,
  createdAt: applicationNotes.createdAt,
};

/** The notes of one application, newest first. */
export async function listApplicationNotes(applicationId: string): Promise<NoteView[]> {
  if (!isUuid(applicationId)) return [];
  return db()
    .select(NOTE_COLUMNS)
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
}

const APPLICATION_NOTES: NoteTarget = {
  area: "applications",
  auditAction: "application.note",
  notFound: APPLICATION_ADMIN_MESSAGES.notFound,
  async insert(tx, applicationId, note) {
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("share");
    if (!application) return null;
    const [row] = await tx
      .insert(applicationNotes)
      .values({ applicationId, ...note })
      .returning(NOTE_COLUMNS);
    return row ?? null;
  },
};

/** Adds a note to an application; records application.note. */
export function addApplicationNote(
  actor: Actor,
  applicationId: string | undefined,
  input: NoteInput,
): Promise<Result<NoteView>> {
  return addNote(actor, APPLICATION_NOTES, applicationId, input);
}
