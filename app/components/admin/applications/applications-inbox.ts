import type { InboxKind } from "~/components/admin/inbox-list-page";
import { APPLICATIONS_PAGE_SIZE } from "~/modules/applications/application-filters";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
} from "~/modules/applications/application-status";
import type { ApplicationStatus } from "~/modules/applications/application-status";

/** The applications inbox's address, words and statuses (list and detail pages). */
export const APPLICATIONS_INBOX: InboxKind<ApplicationStatus> = {
  path: "/admin/applications",
  eyebrow: "Hiring",
  noun: ["application", "applications"],
  description:
    "Everyone who applied through the careers pages, newest first. Open an application to read it, download the résumé, move it along the pipeline and keep notes.",
  statuses: APPLICATION_STATUSES,
  statusLabels: APPLICATION_STATUS_LABELS,
  pageSize: APPLICATIONS_PAGE_SIZE,
  search: { label: "Search applicants", placeholder: "Name or email" },
  empty: ["name, job or status", "Applications sent from the careers pages"],
};
