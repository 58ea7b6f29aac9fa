import type { ComponentProps } from "react";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RevisionHistory } from "~/components/admin/revision-history";
import { ButtonLink } from "~/components/ui/button";
import { Pencil } from "~/components/ui/icons";

type HistoryProps = ComponentProps<typeof RevisionHistory>;

/** What differs between the two kinds of content that keep a history. */
const KINDS = {
  post: { eyebrow: "Blog", editPath: (id: string) => `/admin/blogs/edit/${id}` },
  page: { eyebrow: "Pages", editPath: (id: string) => `/admin/pages/edit/${id}` },
} as const;

/**
 * The History page of a post or a page: its header with the way back to
 * the editor, the outcome of a restore, the versions.
 */
export function RevisionHistoryPage({
  kind,
  history: { id, title, revisions, selected, notice },
  error,
}: {
  kind: keyof typeof KINDS;
  /** The loader's answer: the record, its versions, the chosen one, the notice. */
  history: Pick<HistoryProps, "revisions" | "selected"> & {
    id: string;
    title: string;
    notice: string | null;
  };
  /** A refused restore's message. */
  error?: string;
}) {
  return (
    <>
      <AdminPageHeader
        eyebrow={KINDS[kind].eyebrow}
        title="History"
        description={title}
        actions={
          <ButtonLink to={KINDS[kind].editPath(id)} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            {`Edit ${kind}`}
          </ButtonLink>
        }
      />
      <OutcomeNotice error={error} notice={notice} className="mt-8" />
      <RevisionHistory revisions={revisions} selected={selected} noun={kind} />
    </>
  );
}
