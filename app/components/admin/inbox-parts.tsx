import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Download, Inbox, SearchX } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { formatNumber } from "~/utils/counts";

/**
 * Pieces the two admin inboxes (applications, inquiries) share: status
 * shortcuts with counts, the export link, empty states and the card frame.
 */

/** "applications" → "Applications": a noun as a heading. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export type StatusShortcut = { value: string; label: string; count: number };

/**
 * "All 42 · New 3 · Review 5 …": counts per status as links to that filter
 * (keeping the search and other filters). The current one is marked.
 */
export function StatusShortcuts({
  label,
  items,
  current,
  hrefFor,
}: {
  label: string;
  items: StatusShortcut[];
  current: string;
  hrefFor: (value: string) => string;
}) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {items.map((item) => {
          const active = item.value === current;
          return (
            <li key={item.value || "all"}>
              <Link
                to={hrefFor(item.value)}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
                  active
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {item.label}
                <span
                  className={cn(
                    "rounded-full px-2 py-px text-xs font-semibold tabular-nums",
                    active ? "bg-white/15 text-white" : "bg-slate-100 text-slate-700",
                  )}
                >
                  {formatNumber(item.count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The CSV download of the current view. A plain link (a file, not a page),
 * carrying the list's filters.
 */
export function ExportCsvLink({
  href,
  children = "Export CSV",
}: {
  href: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} download className={buttonClasses("secondary")}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/** No records at all, or none matching the filters (with a way back). */
export function InboxEmptyState({
  filtered,
  title,
  description,
  clearHref,
}: {
  filtered: boolean;
  title: string;
  description: string;
  clearHref: string;
}) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{description}</p>
      {filtered ? (
        <Link to={clearHref} className={buttonClasses("secondary", "md", "mt-6")}>
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

/** A titled white card on a detail page. */
export function DetailCard({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <h2 id={id} className="text-base font-semibold text-navy-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One label/value pair of a detail list (inside a <dl>). */
export function DetailItem({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-sm text-navy-900">{children}</dd>
    </div>
  );
}

export const DETAIL_LINK =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline";

/** A record that does not exist (or a malformed id): a 404 inside the admin shell. */
export function RecordNotFound({
  title,
  description,
  backHref,
  backLabel,
}: {
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
        Error 404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{description}</p>
      <Link to={backHref} className={buttonClasses("primary", "md", "mt-8")}>
        {backLabel}
      </Link>
    </div>
  );
}
