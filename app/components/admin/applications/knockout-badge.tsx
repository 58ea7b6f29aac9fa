import { StatusBadge } from "~/components/admin/status-badge";

/** Marks an application with a knockout answer (decision 043); the detail page says which. */
export function KnockoutBadge() {
  return <StatusBadge tone="amber">Knockout</StatusBadge>;
}
