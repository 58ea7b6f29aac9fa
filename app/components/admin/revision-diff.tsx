import type { Change } from "diff";

export type FieldDiffView = { field: string; label: string; parts: Change[] };

/** Fields whose text runs over lines (a post's article, a page's blocks): shown in a box of their own. */
const LONG_FIELDS = new Set(["content", "blocks", "seo"]);

/**
 * What restoring a version (of a post or a page) would change, field by field: words it removes
 * struck through in red, words it brings back underlined in green (the
 * colours only help; <del> and <ins> say it to screen readers).
 */
export function RevisionDiff({
  diffs,
  noun = "post",
}: {
  diffs: FieldDiffView[];
  /** What the versions are of ("post", "page"). */
  noun?: string;
}) {
  if (!diffs.length) {
    return <p className="text-slate-600">{`This version is the same as the ${noun} is now.`}</p>;
  }
  return (
    <dl className="space-y-6">
      {diffs.map((diff) => (
        <div key={diff.field}>
          <dt className="text-sm font-semibold text-navy-900">{diff.label}</dt>
          <dd
            className={
              LONG_FIELDS.has(diff.field)
                ? "mt-2 max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
                : "mt-1 break-words text-slate-800"
            }
          >
            {diff.parts.map((part, index) =>
              part.removed ? (
                <del key={index} className="rounded-sm bg-red-50 text-red-800 decoration-red-700">
                  {part.value}
                </del>
              ) : part.added ? (
                <ins
                  key={index}
                  className="rounded-sm bg-emerald-50 text-emerald-900 decoration-emerald-700"
                >
                  {part.value}
                </ins>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
