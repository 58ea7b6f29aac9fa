import { FilterForm, type FilterSelect } from "~/components/forms/filter-form";

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

/** An admin list's filter bar: the one filter form, followed by the router. */
export function ListFilters({
  searchPlaceholder,
  searchLabel = "Search",
  values,
  selects,
  label,
}: ListFiltersProps) {
  return (
    <FilterForm
      live="router"
      id="list"
      label={label}
      search={{ label: searchLabel, placeholder: searchPlaceholder }}
      selects={selects}
      values={values}
      submit={{ label: "Filter", variant: "secondary" }}
    />
  );
}
