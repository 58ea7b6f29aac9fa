import { StatusBadge } from "~/components/admin/status-badge";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_TONES,
  type ApplicationStatus,
} from "~/modules/applications/application-status";

/** The status pill of an application, the same on the inbox, the detail page and the dashboard. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <StatusBadge tone={APPLICATION_STATUS_TONES[status]}>
      {APPLICATION_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
