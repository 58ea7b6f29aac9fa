import { useEffect, useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import {
  FilterFields,
  filterFormClasses,
  type FilterFieldsProps,
  type FilterSelect,
} from "~/components/forms/filter-form";
import { FILTER_TYPING_DELAY_MS, filterParams, syncFilterFields } from "~/utils/filter-form";
import { useDebouncedCallback } from "~/utils/use-debounced-callback";

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

/**
 * An admin list's filter bar: the kit's filter fields in a GET form that
 * works without JavaScript; hydrated, the list follows typing (debounced)
 * and every dropdown change through React Router, starting again at page 1.
 */
export function ListFilters({
  searchPlaceholder,
  searchLabel = "Search",
  values,
  selects,
  label,
}: ListFiltersProps) {
  return (
    <RouterFilterForm
      id="list"
      label={label}
      search={{ label: searchLabel, placeholder: searchPlaceholder }}
      selects={selects}
      values={values}
      submit={{ label: "Filter", variant: "secondary" }}
    />
  );
}

function RouterFilterForm(props: FilterFieldsProps) {
  const { label, values, selects } = props;
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
      className={filterFormClasses(props.layout)}
    >
      <FilterFields {...props} />
    </Form>
  );
}
