import { useEffect, useRef, type ReactNode } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { Search } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { FILTER_TYPING_DELAY_MS, filterParams, syncFilterFields } from "~/utils/filter-form";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { useDebouncedCallback } from "~/utils/use-debounced-callback";

export type FilterSelect = {
  name: string;
  label: string;
  /** Options as [value, text]; the first is usually ["", "All …"]. */
  options: ReadonlyArray<readonly [string, string]>;
};

type FilterFormProps = {
  /** Accessible name of the search landmark, e.g. "Filter jobs". */
  label: string;
  /** Prefix of the field ids (unique on the page). */
  id: string;
  search: { label: string; placeholder: string };
  selects: FilterSelect[];
  /** The current values, from the URL (the loader parses them). */
  values: Record<string, string>;
  submit: { label: string; variant: "primary" | "secondary" };
  /**
   * Who makes it follow the fields: "router" on hydrated pages (React Router
   * navigations), "document" on pages without hydration
   * (app/browser/live-results.ts swaps the list's parts in place).
   */
  live: "router" | "document";
  /** The document form's address (the router form posts to its own page). */
  action?: string;
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

/**
 * Every GET filter bar: a search box, dropdowns and a submit button in a
 * plain GET form, so each filtered view has a URL and works without
 * JavaScript. With JavaScript the list follows typing (debounced) and every
 * dropdown change, starting again at page 1.
 */
export function FilterForm(props: FilterFormProps) {
  const fields = <FilterFields {...props} />;
  const className = cn(
    "grid gap-4 rounded-2xl border border-slate-200 bg-white shadow-sm",
    LAYOUTS[props.layout ?? "bar"].form,
  );
  if (props.live === "document") {
    return (
      <form
        method="get"
        action={props.action}
        role="search"
        aria-label={props.label}
        data-live-form=""
        className={className}
      >
        {fields}
      </form>
    );
  }
  return (
    <RouterFilterForm {...props} className={className}>
      {fields}
    </RouterFilterForm>
  );
}

function RouterFilterForm({
  label,
  values,
  selects,
  className,
  children,
}: FilterFormProps & { className: string; children: ReactNode }) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);

  // A link that changes the URL (Clear filters) shows its values. Only when
  // the URL's values change: syncing on every render would undo a dropdown
  // changed while a navigation is pending.
  const valuesKey = ["q", ...selects.map((select) => select.name)]
    .map((name) => values[name] ?? "")
    .join("\u0000");
  const syncedKey = useRef(valuesKey);
  useEffect(() => {
    if (!formRef.current || syncedKey.current === valuesKey) return;
    syncedKey.current = valuesKey;
    syncFilterFields(formRef.current, new URLSearchParams(values));
  });

  function apply(form: HTMLFormElement) {
    void submit(filterParams(form), {
      method: "get",
      action: pathname,
      replace: true,
      preventScrollReset: true,
    });
  }
  const applySoon = useDebouncedCallback(apply, FILTER_TYPING_DELAY_MS);

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
      className={className}
    >
      {children}
    </Form>
  );
}

function FilterFields({ id, search, selects, values, submit, layout }: FilterFormProps) {
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
