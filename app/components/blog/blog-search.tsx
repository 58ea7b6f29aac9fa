import { Search } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { BLOG_SEARCH } from "~/content/blog";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { cn } from "~/utils/cn";

type BlogSearchProps = { q: string; category: string | null };

/**
 * A plain GET form (works without JavaScript). With JavaScript the results
 * follow the typing in place (app/browser/live-results.ts, `data-live-form`),
 * replacing the history entry instead of adding one per keystroke. A new
 * search always starts at page 1: the form carries no page number.
 */
export function BlogSearch({ q, category }: BlogSearchProps) {
  return (
    <form
      method="get"
      action="/blog"
      role="search"
      data-live-form=""
      className="flex flex-col gap-3 sm:flex-row"
    >
      <div className="relative flex-1">
        <label htmlFor="blog-search" className="sr-only">
          {BLOG_SEARCH.label}
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={BLOG_SEARCH.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(INPUT_CLASSES, "h-12 pl-11 sm:text-base")}
        />
      </div>
      {/* The current category, kept by a search; swapped when a tab changes it. */}
      <div data-live-region="search-category" className="hidden">
        {category ? <input type="hidden" name="category" value={category} /> : null}
      </div>
      <button type="submit" className={buttonClasses("primary", "lg", "h-12")}>
        {BLOG_SEARCH.submit}
      </button>
    </form>
  );
}
