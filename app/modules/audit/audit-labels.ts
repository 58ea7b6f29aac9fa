import { ROLE_LABELS, isStaffRole } from "~/modules/roles/roles";
import { ACCOUNT_STATE_LABELS, type AccountState } from "~/modules/roles/user-state";
import { formatAdminDateTime } from "~/utils/dates";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

/**
 * How the audit log reads in Settings › Audit log. Shared by the server
 * (filters) and the page (labels); actions without a label show their code.
 */

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/** Filter groups: an action belongs to the group whose prefix it starts with. */
export const AUDIT_GROUPS = [
  { id: "sign-ins", label: "Sign-ins", prefixes: ["sign_in.", "sign_out"] },
  {
    id: "accounts",
    label: "Accounts",
    prefixes: [
      "sign_up",
      "email.",
      "profile.",
      "password.",
      "two_factor.",
      "user.",
      "admin.",
      "security.",
    ],
  },
  { id: "jobs", label: "Jobs", prefixes: ["job.", "job_alert."] },
  { id: "posts", label: "Blog posts", prefixes: ["post.", "media."] },
  { id: "redirects", label: "Redirects", prefixes: ["redirect."] },
  { id: "applications", label: "Applications", prefixes: ["application.", "hiring."] },
  { id: "inquiries", label: "Inquiries", prefixes: ["inquiry."] },
  { id: "company", label: "Company", prefixes: ["company."] },
  { id: "pages", label: "Pages", prefixes: ["page."] },
  { id: "menus", label: "Menus", prefixes: ["menu."] },
  { id: "retention", label: "Retention and privacy requests", prefixes: ["retention.", "person."] },
  { id: "email-delivery", label: "Email delivery", prefixes: ["mail."] },
] as const;

export type AuditGroupId = (typeof AUDIT_GROUPS)[number]["id"];

export function auditGroupOf(action: string): AuditGroupId | null {
  const group = AUDIT_GROUPS.find((candidate) =>
    candidate.prefixes.some((prefix) => action.startsWith(prefix)),
  );
  return group?.id ?? null;
}

const ACTION_LABELS: Record<string, string> = {
  "sign_in.success": "Signed in",
  "sign_in.failure": "Sign-in failed",
  sign_out: "Signed out",
  sign_up: "Signed up",
  "email.verified": "Verified email address",
  "profile.update": "Updated profile",
  "password.change": "Changed password",
  "password.reset_request": "Asked for a password reset",
  "password.reset": "Reset password",
  "two_factor.enable": "Turned on two-factor",
  "two_factor.disable": "Turned off two-factor",
  "user.approve": "Approved account",
  "user.role": "Changed role",
  "user.revoke_admin": "Revoked access",
  "user.disable": "Disabled account",
  "user.enable": "Enabled account",
  "user.remove": "Removed account",
  "admin.create": "Created administrator",
  "security.update": "Changed the two-factor requirement",
  "job.create": "Created job",
  "job.update": "Updated job",
  "job.activate": "Activated job",
  "job.deactivate": "Deactivated job",
  "job.delete": "Deleted job",
  "job.link": "Created tracking link",
  "job.invite": "Invited a past applicant to apply",
  "post.create": "Created post",
  "post.update": "Updated post",
  "post.publish": "Published post",
  "post.unpublish": "Unpublished post",
  "post.delete": "Deleted post",
  "post.preview_share": "Shared a preview link",
  "post.preview_revoke": "Revoked a preview link",
  "post.restore": "Restored an earlier version of a post",
  "media.upload": "Uploaded image",
  "media.alt": "Changed an image's description",
  "media.delete": "Deleted image",
  "redirect.create": "Created redirect",
  "redirect.update": "Updated redirect",
  "redirect.delete": "Deleted redirect",
  "application.status": "Changed application status",
  "application.note": "Added application note",
  "inquiry.note": "Added inquiry note",
  "application.export": "Exported applications",
  "application.delete": "Deleted application",
  "application.email": "Emailed a candidate",
  "application.attach": "Attached a general application to a job",
  "application.templates": "Changed candidate email templates",
  "application.resume": "Candidate replaced the résumé",
  "person.request": "Candidate asked for a copy or erasure of their data",
  "hiring.settings": "Changed the response target or the overdue digest",
  "inquiry.status": "Changed inquiry status",
  "inquiry.export": "Exported inquiries",
  "inquiry.delete": "Deleted inquiry",
  "person.export": "Exported a person's data",
  "person.erase": "Erased a person's data",
  "job_alert.confirm": "A visitor confirmed a job alert",
  "job_alert.frequency": "A visitor changed how often a job alert comes",
  "job_alert.unsubscribe": "A visitor unsubscribed from a job alert",
  "retention.run": "Deleted records past the retention period",
  "hiring.overdue_digest": "Sent the daily digest of overdue applications",
  "company.update": "Updated company information",
  "menu.update": "Updated a menu",
  "page.create": "Created a page",
  "page.update": "Updated a page",
  "page.publish": "Published a scheduled page",
  "page.restore": "Restored an earlier version of a page",
  "page.preview_share": "Shared a page preview link",
  "page.preview_revoke": "Revoked a page preview link",
  "mail.resend": "Sent a failed email again",
  "mail.discard": "Discarded a failed email",
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function hasAuditActionLabel(action: string): boolean {
  return Object.hasOwn(ACTION_LABELS, action);
}

const DETAIL_LABELS: Record<string, string> = {
  previousState: "Previous state",
  revisionOf: "Version of",
  provider: "Provider",
  requireTwoFactor: "Two-factor required",
  changed: "Changed",
  menu: "Menu",
  method: "Method",
  reason: "Reason",
  source: "Source",
  updated: "Updated",
  // An image described with the alt text a post gave it (the post's slug).
  fromPost: "From post",
};

/** Written as they are (a slug is an address, not words to prettify). */
const VERBATIM_DETAILS = new Set(["slug", "originalName", "job", "fromPost"]);
/** Details naming a role: "recruiter" reads as in Settings › Users ("Recruiter"). */
const ROLE_DETAILS = new Set(["from", "to"]);
/** Details that only repeat who did it (the "Who" column says "Command line"). */
const HIDDEN_DETAILS = new Set(["source"]);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A role code as Settings › Users names it; "user" is an account without a role. */
export function auditRoleLabel(code: string): string {
  if (isStaffRole(code)) return ROLE_LABELS[code];
  if (code === "user") return "No role";
  if (Object.hasOwn(ACCOUNT_STATE_LABELS, code)) return ACCOUNT_STATE_LABELS[code as AccountState];
  return code;
}

/** The details an entry shows: the ones that only repeat its source are left out. */
export function visibleAuditDetails(
  action: string,
  details: Record<string, string | number | boolean> | null,
): [string, string | number | boolean][] {
  return Object.entries(details ?? {}).filter(([key]) => !HIDDEN_DETAILS.has(key));
}

/** A detail as "Label: value", e.g. previousState=pending → "Previous state: Awaiting approval". */
export function auditDetail(
  key: string,
  value: string | number | boolean,
  action = "",
): [string, string] {
  const label =
    DETAIL_LABELS[key] ??
    key
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/[_-]+/g, " ")
      .toLowerCase()
      .replace(/^./, (first) => first.toUpperCase());
  if (typeof value === "boolean") return [label, value ? "yes" : "no"];
  const text = String(value);
  if (VERBATIM_DETAILS.has(key)) return [label, text];
  if (ISO_MOMENT.test(text)) return [label, formatAdminDateTime(text)];
  if (key === "previousState" || (ROLE_DETAILS.has(key) && action.startsWith("user."))) {
    return [label, auditRoleLabel(text)];
  }
  // Codes such as "wrong-password" read as words; free text stays as it is.
  const isCode = /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(text);
  return [label, isCode ? text.replace(/[-_]/g, " ") : text];
}

/** Who did it, when no signed-in person did: admin:create on the server's command line, or the server's own schedule. */
export function auditActorSource(
  actorEmail: string | null,
  details: Record<string, string | number | boolean> | null,
): string | null {
  if (details?.source === "cli") return "Command line";
  if (actorEmail === "system") return "Scheduled task";
  return null;
}

export type AuditFilters = { q: string; group: AuditGroupId | ""; page: number };

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const group = params.get("group") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    group: AUDIT_GROUPS.some((candidate) => candidate.id === group) ? (group as AuditGroupId) : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
