import type { FilterSelect } from "~/components/forms/filter-form";

/** An inbox's "Source" filter: a visit's first or last source (attribution, decision 048). */
export function sourceSelect(options: { value: string; label: string }[]): FilterSelect {
  return {
    name: "source",
    label: "Source",
    options: [["", "All sources"], ...options.map(({ value, label }) => [value, label] as const)],
  };
}
