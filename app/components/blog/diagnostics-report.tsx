import type { ReactNode } from "react";
import { AlertCircle, CircleCheck } from "~/components/ui/icons";
import { DIAGNOSTICS_COPY } from "~/content/blog";
import { cn } from "~/utils/cn";

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** The shape of getBlogDiagnostics() (modules/blog/diagnostics.server.ts). */
export type DiagnosticsReport = {
  posts: Check<{
    total: number;
    published: number;
    drafts: number;
    byCategory: Array<{ id: string; name: string; published: number }>;
  }>;
  featured: Check<{ count: number; titles: string[] }>;
  latencyMs: number | null;
  checkedAt: string;
};

/** /test-blogs: counts, query status and latency. No draft title or content, ever. */
export function DiagnosticsReportView({
  report,
  checkedAtLabel,
}: {
  report: DiagnosticsReport;
  checkedAtLabel: string;
}) {
  const posts = report.posts.ok ? report.posts.value : null;
  return (
    <div className="space-y-10">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Total posts" value={posts?.total} />
        <Stat label="Published" value={posts?.published} />
        <Stat label="Drafts" value={posts?.drafts} />
        <Stat
          label="Database latency"
          value={report.latencyMs === null ? undefined : `${report.latencyMs} ms`}
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Post query" check={report.posts} failure={DIAGNOSTICS_COPY.postsFailed}>
          {posts ? (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Published posts per category</caption>
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="pb-2 font-medium">
                    Category
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Published posts
                  </th>
                </tr>
              </thead>
              <tbody>
                {posts.byCategory.map((row) => (
                  <tr key={row.id} className="border-t border-slate-100">
                    <th scope="row" className="py-2.5 font-medium text-navy-900">
                      {row.name}
                    </th>
                    <td className="py-2.5 text-right tabular-nums">{row.published}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </Panel>

        <Panel
          title="Featured query"
          check={report.featured}
          failure={DIAGNOSTICS_COPY.featuredFailed}
        >
          {report.featured.ok ? (
            <>
              <p className="text-sm text-slate-600">
                {report.featured.value.count} published AI and data science{" "}
                {report.featured.value.count === 1 ? "post" : "posts"} (limit 6)
              </p>
              <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-navy-900">
                {report.featured.value.titles.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ol>
            </>
          ) : null}
        </Panel>
      </div>

      <p className="text-sm text-slate-600">
        Checked at <time dateTime={report.checkedAt}>{checkedAtLabel}</time>
      </p>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-3xl font-bold tabular-nums text-navy-900">{value ?? "—"}</dd>
    </div>
  );
}

function Panel<T>({
  title,
  check,
  failure,
  children,
}: {
  title: string;
  check: Check<T>;
  failure: (message: string) => string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold",
            check.ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800",
          )}
        >
          {check.ok ? (
            <CircleCheck className="size-3.5" aria-hidden="true" />
          ) : (
            <AlertCircle className="size-3.5" aria-hidden="true" />
          )}
          {check.ok ? "OK" : "Failed"}
        </span>
      </div>
      <div className="mt-5">
        {check.ok ? children : <p className="text-sm text-red-800">{failure(check.message)}</p>}
      </div>
    </div>
  );
}
