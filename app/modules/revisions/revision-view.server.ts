import type { FieldDiff, RevisionListItem } from "./revision-history.server";

/** What a History page reads of one kind of content's revisions (posts, pages). */
export type RevisionReader<Fields extends { title: string }> = {
  /** The record's fields as a revision keeps them; null when there is no such record. */
  current(ownerId: string): Promise<Fields | null>;
  list(ownerId: string): Promise<RevisionListItem[]>;
  /** null for a malformed or unknown id, or a revision of another record. */
  get(
    ownerId: string,
    revisionId: string | null | undefined,
  ): Promise<(Fields & RevisionListItem) | null>;
  diff(to: Fields, from: Fields): FieldDiff[];
};

export type RevisionHistoryView = {
  /** The record's title as it is now. */
  title: string;
  revisions: RevisionListItem[];
  /** The version shown, with what restoring it would change. */
  selected: (RevisionListItem & { diffs: FieldDiff[] }) | null;
};

/**
 * A History page's content: the versions, newest first, and the one asked
 * for (the newest when none or an unknown one is) with what restoring it
 * changes in the record as it is now. Null when the record is gone.
 */
export async function revisionHistoryView<Fields extends { title: string }>(
  reader: RevisionReader<Fields>,
  ownerId: string,
  revisionId: string | null,
): Promise<RevisionHistoryView | null> {
  const current = await reader.current(ownerId);
  if (!current) return null;
  const revisions = await reader.list(ownerId);
  const selected =
    (await reader.get(ownerId, revisionId)) ??
    (revisions[0] ? await reader.get(ownerId, revisions[0].id) : null);
  return {
    title: current.title,
    revisions,
    selected: selected && {
      id: selected.id,
      kind: selected.kind,
      savedByName: selected.savedByName,
      createdAt: selected.createdAt,
      diffs: reader.diff(current, selected),
    },
  };
}
