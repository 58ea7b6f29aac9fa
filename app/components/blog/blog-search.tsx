import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { Search } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { BLOG_SEARCH } from "~/content/blog";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { cn } from "~/utils/cn";
import { blogListHref } from "./blog-links";

/** Results follow the typing once it pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

type BlogSearchProps = { q: string; category: string | null };

/**
 * A plain GET form (works without JavaScript); with JavaScript the results
 * update as the visitor types, replacing the history entry instead of adding
 * one per keystroke. A new search always starts at page 1.
 */
export function BlogSearch({ q, category }: BlogSearchProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL (Clear Filters, back button) unless the visitor is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string, replace: boolean) =>
    navigate(blogListHref({ q: value.trim(), category }), { replace, preventScrollReset: true });

  return (
    <Form
      method="get"
      action="/blog"
      role="search"
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        search(inputRef.current?.value ?? "", false);
      }}
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
          ref={inputRef}
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={BLOG_SEARCH.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(INPUT_CLASSES, "h-12 pl-11 sm:text-base")}
          onChange={(event) => {
            const value = event.currentTarget.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (value.trim() !== q) search(value, true);
            }, SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <button type="submit" className={buttonClasses("primary", "lg", "h-12")}>
        {BLOG_SEARCH.submit}
      </button>
    </Form>
  );
}
