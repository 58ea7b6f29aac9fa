import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";

/** A dashboard block: heading with a "View all" link, then its content. */
export function DashboardSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

/** What an empty list says instead of an empty table. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
      {children}
    </div>
  );
}
