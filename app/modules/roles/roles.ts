/**
 * Staff roles and what each may use (issue 15). One place, read by the
 * server guard (session.server.ts), the sidebar, the dashboard and the
 * Settings tabs. Every /admin page belongs to an area, or to every staff
 * member (the dashboard and one's own profile, password and two-factor).
 */
export const STAFF_ROLES = ["admin", "recruiter", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role that may do everything, including users, settings and the audit log. */
export const ADMIN_ROLE = "admin" satisfies StaffRole;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  recruiter: "Recruiter",
  editor: "Editor",
};

export const AREAS = [
  "jobs",
  "applications",
  "inquiries",
  "blog",
  "users",
  "company",
  "audit-log",
  "privacy",
  "email-delivery",
  // The header and footer menus (issue 28 item 5).
  "menus",
  // Pages built from blocks (issue 28 items 2-4).
  "pages",
  "redirects",
  "analytics",
] as const;
export type Area = (typeof AREAS)[number];

const ACCESS: Record<StaffRole, readonly Area[]> = {
  admin: AREAS,
  recruiter: ["jobs", "applications", "inquiries"],
  // The site's menus and redirects, and the traffic to what they write (no personal data in it).
  editor: ["blog", "pages", "menus", "redirects", "analytics"],
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "");
}

/** May this role use the area? `null` is for every staff member. */
export function canAccess(role: string | null | undefined, area: Area | null): boolean {
  if (!isStaffRole(role)) return false;
  return area === null || ACCESS[role].includes(area);
}
