import { StatusBadge } from "~/components/admin/status-badge";

/** Unanswered past the response target (Settings › Hiring): beside the status, in words. */
export function OverdueBadge() {
  return <StatusBadge tone="red">Overdue</StatusBadge>;
}
