import { ButtonLink } from "~/components/ui/button";
import { Plus, SearchX } from "~/components/ui/icons";
import { JOB_ADMIN_MESSAGES } from "~/modules/jobs/job-messages";

/** The list's empty result: the spec's text, and the way out (clear the filters or add a job). */
export function JobsEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-navy-900">{JOB_ADMIN_MESSAGES.empty}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        {filtered
          ? "Try other words or another department or status."
          : "There are no jobs yet. Add the first one to list it on the careers page."}
      </p>
      <div className="mt-6 flex justify-center">
        {filtered ? (
          <ButtonLink to="/admin/jobs" variant="secondary">
            Clear filters
          </ButtonLink>
        ) : (
          <ButtonLink to="/admin/jobs/new">
            <Plus aria-hidden="true" className="size-4" />
            Add New Job
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
