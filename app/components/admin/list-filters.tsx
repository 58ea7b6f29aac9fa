import { useEffect, useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { Search } from "~/components/ui/icons";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { useDebouncedCallback } from "~/utils/use-debounced-callback";

export type FilterSelect = {
  name: string;
  label: string;
  /** Options as [value, text]; the first is usually ["", "All …"]. */
  options: ReadonlyArray<readonly [string, string]>;
};

type ListFiltersProps = {
  /** What the search box is for, e.g. the spec's 'Search jobs...'. */
  searchPlaceholder: string;
  searchLabel?: string;
  /** The current values, from the URL (the loader parses them). */
  values: Record<string, string>;
  selects: FilterSelect[];
  /** Accessible name of the search landmark, e.g. "Filter jobs". */
  label: string;
};

const SEARCH_DELAY_MS = 300;

/**
 * Search box plus dropdowns for an admin list. A GET form, so every filtered
 * view has a URL (and works without JavaScript); with JavaScript the list
 * follows typing (debounced) and every dropdown change. Paging resets to 1.
 */
export function ListFilters({
  searchPlaceholder,
  searchLabel = "Search",
  values,
  selects,
  label,
}: ListFiltersProps) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const names = ["q", ...selects.map((select) => select.name)];

  // A link that changes the URL (Clear filters) shows its values, except in
  // the field being typed in. Only when the URL's values change: syncing on
  // every render would undo a dropdown changed while a navigation is pending.
  const valuesKey = names.map((name) => values[name] ?? "").join("\u0000");
  const syncedKey = useRef(valuesKey);
  useEffect(() => {
    const form = formRef.current;
    if (!form || syncedKey.current === valuesKey) return;
    syncedKey.current = valuesKey;
    for (const name of names) {
      const field = form.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      ) {
        field.value = values[name] ?? "";
      }
    }
  });

  function apply(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    }
    void submit(params, {
      method: "get",
      action: pathname,
      replace: true,
      preventScrollReset: true,
    });
  }
  const applySoon = useDebouncedCallback(apply, SEARCH_DELAY_MS);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={label}
      preventScrollReset
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
        else applySoon(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:flex lg:items-end"
    >
      <div className="sm:col-span-2 lg:flex-1">
        <label htmlFor="list-search" className="block text-sm font-medium text-navy-900">
          {searchLabel}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="list-search"
            type="search"
            name="q"
            defaultValue={values.q ?? ""}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={searchPlaceholder}
            className={`${INPUT_CLASSES} pl-9`}
          />
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.name} className="lg:w-48">
          <label
            htmlFor={`list-${select.name}`}
            className="block text-sm font-medium text-navy-900"
          >
            {select.label}
          </label>
          <select
            id={`list-${select.name}`}
            name={select.name}
            defaultValue={values[select.name] ?? ""}
            className={`${INPUT_CLASSES} mt-1.5`}
          >
            {select.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" variant="secondary" className="h-[42px]">
        <Search aria-hidden="true" className="size-4" />
        Filter
      </Button>
    </Form>
  );
}
