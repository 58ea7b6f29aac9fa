import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { RevisionDiff, type FieldDiffView } from "~/components/admin/revision-diff";
import { History, RotateCcw } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

const KIND_LABELS: Record<string, string> = {
  save: "Saved",
  autosave: "Autosaved",
  restore: "Restored",
};

type Version = { id: string; kind: string; savedByName: string; createdAt: Date | string };

/**
 * The History page of a post or a page (one view for both): the versions,
 * newest first, and what restoring the chosen one changes, with its Restore
 * button (a plain form post, so it works without JavaScript).
 */
export function RevisionHistory({
  revisions,
  selected,
  noun,
}: {
  revisions: Version[];
  selected: (Version & { diffs: FieldDiffView[] }) | null;
  /** What the versions are of ("post", "page"). */
  noun: string;
}) {
  if (revisions.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <History aria-hidden="true" className="h-8 w-8 text-slate-500" />
        <p className="mt-3 font-medium text-navy-900">No saved versions yet.</p>
        <p className="mt-1 text-sm text-slate-600">{`Each save of this ${noun} will be kept here.`}</p>
      </div>
    );
  }
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <nav
        aria-label="Versions"
        className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
      >
        <ol className="max-h-[36rem] space-y-1 overflow-y-auto">
          {revisions.map((revision) => {
            const active = revision.id === selected?.id;
            return (
              <li key={revision.id}>
                <Link
                  to={`?revision=${revision.id}`}
                  aria-current={active ? "true" : undefined}
                  className={cn(
                    "block rounded-xl px-3 py-2.5 text-sm",
                    active ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-50",
                  )}
                >
                  <time dateTime={isoDate(revision.createdAt)} className="font-medium">
                    {formatAdminDateTime(revision.createdAt)}
                  </time>
                  <span className="block text-xs text-slate-600">
                    {KIND_LABELS[revision.kind] ?? revision.kind} by {revision.savedByName}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      {selected ? (
        <section
          aria-labelledby="version-heading"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h2 id="version-heading" className="font-semibold text-navy-900">
                {KIND_LABELS[selected.kind] ?? selected.kind} by {selected.savedByName},{" "}
                {formatAdminDateTime(selected.createdAt)}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {`What restoring this version changes in the ${noun} as it is now.`}
              </p>
            </div>
            {selected.diffs.length ? (
              <Form method="post">
                <input type="hidden" name="revisionId" value={selected.id} />
                <SubmitButton pendingLabel="Restoring...">
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Restore this version
                </SubmitButton>
              </Form>
            ) : null}
          </div>
          <div className="mt-6">
            <RevisionDiff diffs={selected.diffs} noun={noun} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
