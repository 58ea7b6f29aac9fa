import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inquiries, inquiryNotes } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import {
  addNote,
  type NoteInput,
  type NoteTarget,
  type NoteView,
} from "~/modules/notes/notes.server";
import { isUuid } from "~/utils/ids";
import type { Result } from "~/utils/domain-result";
import { INQUIRY_ADMIN_MESSAGES } from "./inquiry-admin-schema";

/** Internal notes on an inquiry, as applications have them (modules/notes). */

const NOTE_COLUMNS = {
  id: inquiryNotes.id,
  authorName: inquiryNotes.authorName,
  body: inquiryNotes.body,
  createdAt: inquiryNotes.createdAt,
};

/** The notes of one inquiry, newest first. */
export async function listInquiryNotes(inquiryId: string): Promise<NoteView[]> {
  if (!isUuid(inquiryId)) return [];
  return db()
    .select(NOTE_COLUMNS)
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, inquiryId))
    .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id));
}

const INQUIRY_NOTES: NoteTarget = {
  area: "inquiries",
  auditAction: "inquiry.note",
  notFound: INQUIRY_ADMIN_MESSAGES.notFound,
  async insert(tx, inquiryId, note) {
    const [inquiry] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId))
      .for("share");
    if (!inquiry) return null;
    const [row] = await tx
      .insert(inquiryNotes)
      .values({ inquiryId, ...note })
      .returning(NOTE_COLUMNS);
    return row ?? null;
  },
};

/** Adds a note to an inquiry; records inquiry.note. */
export function addInquiryNote(
  actor: Actor,
  inquiryId: string | undefined,
  input: NoteInput,
): Promise<Result<NoteView>> {
  return addNote(actor, INQUIRY_NOTES, inquiryId, input);
}
