import type { ReactNode } from "react";
import { SearchX } from "~/components/ui/icons";

type EmptyStateProps = { message: string; hint?: string; action?: ReactNode };

/** A calm panel where a list would be (no results, nothing published yet). */
export function EmptyState({ message, hint, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white shadow-sm">
        <SearchX className="size-7 text-slate-500" aria-hidden="true" />
      </span>
      <p className="mt-6 max-w-md text-lg font-medium text-navy-900">{message}</p>
      {hint ? <p className="mt-2 max-w-md text-slate-600">{hint}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
