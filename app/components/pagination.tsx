import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** The URL of a page, e.g. built with `searchWithPage`. */
  hrefForPage: (page: number) => string;
  /** Keep the scroll position when following a link (default: scroll as usual). */
  preventScrollReset?: boolean;
  className?: string;
};

/**
 * Previous/next and numbered page links. Every control is a real link, so
 * paging works without JavaScript and every page has a shareable URL.
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  preventScrollReset,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <nav aria-label="Pagination" className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <StepLink
            to={current > 1 ? hrefForPage(current - 1) : null}
            preventScrollReset={preventScrollReset}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Previous</span>
            <span className="sr-only"> page</span>
          </StepLink>
        </li>
        {pageItems(current, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                preventScrollReset={preventScrollReset}
                aria-current={item === current ? "page" : undefined}
                className={cn(
                  "inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold transition-colors",
                  item === current
                    ? "bg-navy-900 text-white"
                    : "border border-slate-200 bg-white text-navy-900 hover:border-brand-600 hover:text-brand-700",
                )}
              >
                <span className="sr-only">Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink
            to={current < pageCount ? hrefForPage(current + 1) : null}
            preventScrollReset={preventScrollReset}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <span className="sr-only"> page</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

const STEP_CLASSES =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg border px-2.5 text-sm font-semibold sm:px-4";

function StepLink({
  to,
  preventScrollReset,
  children,
}: {
  to: string | null;
  preventScrollReset?: boolean;
  children: ReactNode;
}) {
  if (!to) {
    // At either end: a muted placeholder that keeps the layout, hidden from
    // assistive technology (there is nothing to activate).
    return (
      <span
        aria-hidden="true"
        className={cn(STEP_CLASSES, "cursor-not-allowed border-slate-200 text-slate-500")}
      >
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      className={cn(
        STEP_CLASSES,
        "border-slate-200 bg-white text-navy-900 transition-colors hover:border-brand-600 hover:text-brand-700",
      )}
    >
      {children}
    </Link>
  );
}

/** 1 … 4 5 6 … 12: the ends, the current page and its neighbours. */
export function pageItems(page: number, pageCount: number): Array<number | "gap"> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  // Near an end, show one more page instead of a gap that hides a single number.
  if (page <= 3) wanted.add(2).add(3).add(4);
  if (page >= pageCount - 2)
    wanted
      .add(pageCount - 1)
      .add(pageCount - 2)
      .add(pageCount - 3);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  for (const n of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number" && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) items.push("gap");
    items.push(n);
  }
  return items;
}

/**
 * The search string of the current URL with `page` set (page 1 drops the
 * parameter), keeping every other parameter: `?q=cloud&page=2`.
 */
export function searchWithPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const search = next.toString();
  return search ? `?${search}` : "";
}
