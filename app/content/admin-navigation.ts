import { LayoutDashboard, Newspaper, Settings, type IconComponent } from "~/components/ui/icons";

export type AdminNavItem = { label: string; to: string; icon: IconComponent; end?: boolean };

/**
 * The admin sidebar. Jobs, Blog posts, Applications and Inquiries join it
 * with the content-management issue, once their pages exist.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard, end: true },
  { label: "Blog Posts", to: "/admin/blogs", icon: Newspaper },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];
