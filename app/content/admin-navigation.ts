import type { IconKey } from "./icon-keys";
import type { Area } from "~/modules/roles/roles";

export type AdminNavItem = {
  label: string;
  to: string;
  icon: IconKey;
  end?: boolean;
  /** The area it belongs to (roles.ts); none = every staff member. */
  area?: Area;
};

/**
 * The admin sidebar, in this order: Dashboard, Jobs, Blog posts, Pages, Media,
 * Redirects, Applications, Inquiries, Analytics, Settings (each joins once its
 * pages exist).
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: "layout-dashboard", end: true },
  { label: "Jobs", to: "/admin/jobs", icon: "briefcase", area: "jobs" },
  { label: "Blog posts", to: "/admin/blogs", icon: "newspaper", area: "blog" },
  { label: "Pages", to: "/admin/pages", icon: "layers", area: "pages" },
  { label: "Media", to: "/admin/media", icon: "images", area: "blog" },
  { label: "Redirects", to: "/admin/redirects", icon: "waypoints", area: "redirects" },
  { label: "Applications", to: "/admin/applications", icon: "users-round", area: "applications" },
  { label: "Inquiries", to: "/admin/inquiries", icon: "inbox", area: "inquiries" },
  { label: "Analytics", to: "/admin/analytics", icon: "chart-line", area: "analytics" },
  { label: "Settings", to: "/admin/settings", icon: "settings" },
];
