import { Button } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { Search } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

export type FilterSelect = {
  name: string;
  label: string;
  /** Options as [value, text]; the first is usually ["", "All …"]. */
  options: ReadonlyArray<readonly [string, string]>;
};

export type FilterFieldsProps = {
  /** Accessible name of the search landmark, e.g. "Filter jobs". */
  label: string;
  /** Prefix of the field ids (unique on the page). */
  id: string;
  search: { label: string; placeholder: string };
  selects: FilterSelect[];
  /** The current values, from the URL (the loader parses them). */
  values: Record<string, string>;
  submit: { label: string; variant: "primary" | "secondary" };
  layout?: "bar" | "columns";
};

const LAYOUTS = {
  // Search, then the dropdowns in pairs; one row on large screens.
  bar: {
    form: "p-4 sm:grid-cols-2 lg:flex lg:items-end",
    search: "sm:col-span-2 lg:flex-1",
    select: "lg:w-48",
  },
  // A wider card for four dropdowns: search on its own row, the dropdowns
  // and the button in one row on large screens (a place is read whole).
  columns: {
    form: "p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end",
    search: "sm:col-span-2 lg:col-span-5",
    select: "",
  },
} as const;

/** The filter form's box, for its layout. */
export function filterFormClasses(layout: FilterFieldsProps["layout"]) {
  return cn(
    "grid gap-4 rounded-2xl border border-slate-200 bg-white shadow-sm",
    LAYOUTS[layout ?? "bar"].form,
  );
}

/**
 * Every GET filter bar of a public page: a search box, dropdowns and a
 * submit button in a plain GET form, so each filtered view has a URL and
 * works without JavaScript. With JavaScript app/browser/live-results.ts
 * (`data-live-form`) makes the list follow typing (debounced) and every
 * dropdown change, starting again at page 1. The staff lists' bar, followed
 * by the router, is components/admin/list-filters.tsx.
 */
export function FilterForm({ action, ...props }: FilterFieldsProps & { action: string }) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={props.label}
      data-live-form=""
      className={filterFormClasses(props.layout)}
    >
      <FilterFields {...props} />
    </form>
  );
}

/** The search box, the dropdowns and the submit button. */
export function FilterFields({ id, search, selects, values, submit, layout }: FilterFieldsProps) {
  const classes = LAYOUTS[layout ?? "bar"];
  return (
    <>
      <div className={classes.search}>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-navy-900">
          {search.label}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            defaultValue={values.q ?? ""}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={search.placeholder}
            className={`${INPUT_CLASSES} pl-9`}
          />
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.name} className={classes.select}>
          <label
            htmlFor={`${id}-${select.name}`}
            className="block text-sm font-medium text-navy-900"
          >
            {select.label}
          </label>
          <select
            id={`${id}-${select.name}`}
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
      <Button type="submit" variant={submit.variant} className="h-[42px]">
        <Search aria-hidden="true" className="size-4" />
        {submit.label}
      </Button>
    </>
  );
}
