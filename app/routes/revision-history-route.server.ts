import { data, redirect } from "react-router";
import { refusalReply } from "~/routes/action-result.server";
import {
  revisionHistoryView,
  type RevisionHistoryView,
  type RevisionReader,
} from "~/modules/revisions/revision-view.server";
import type { Refusal, Result } from "~/utils/domain-result";
import { readForm } from "~/utils/form.server";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

/**
 * The History pages of posts and pages share their loader and action (the
 * revision rules are shared in app/modules/revisions); each route names its
 * record, its guard, its notices and its restore.
 */

/**
 * The History page of record `id`: the version `?revision=` asks for (the
 * newest otherwise) and the notice `?notice=` names. A record that is gone
 * sends the page to `missing` (its list).
 */
export async function requireRevisionHistory<Fields extends { title: string }>(
  request: Request,
  {
    reader,
    id,
    notices,
    missing,
  }: {
    reader: RevisionReader<Fields>;
    id: string;
    notices: Record<string, string>;
    missing: string;
  },
): Promise<RevisionHistoryView & { id: string; notice: string | null }> {
  const search = readSearchParams(request, ["revision", "notice"]);
  const history = await revisionHistoryView(reader, id, search.get("revision"));
  if (!history) throw redirect(missing);
  return { ...history, id, notice: noticeFrom(search, notices) };
}

/**
 * The Restore button: reads the chosen version's id, lets the module restore
 * it, and goes back to History with the notice `restoredPath` names; a
 * refusal (a version that is gone) is the page's message.
 */
export async function restoreRevisionAnswer<Value>(
  request: Request,
  {
    gone,
    restore,
    restoredPath,
  }: {
    /** The message for a body that cannot be read. */
    gone: string;
    restore: (revisionId: string | undefined) => Promise<Result<Value, Refusal>>;
    restoredPath: (value: Value) => string;
  },
) {
  const form = await readForm(request, { unreadable: gone });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const revisionId = form.formData.get("revisionId");
  const restored = await restore(typeof revisionId === "string" ? revisionId : undefined);
  if (!restored.ok) return refusalReply(restored);
  return redirect(restoredPath(restored.value));
}
