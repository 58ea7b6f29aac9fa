import {
  Briefcase,
  Inbox,
  LayoutDashboard,
  Newspaper,
  Settings,
  UsersRound,
  type IconComponent,
} from "~/components/ui/icons";

export type AdminNavItem = { label: string; to: string; icon: IconComponent; end?: boolean };

/**
 * The admin sidebar, in this order: Dashboard, Jobs, Blog Posts,
 * Applications, Inquiries, Settings (each joins once its pages exist).
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard, end: true },
  { label: "Jobs", to: "/admin/jobs", icon: Briefcase },
  { label: "Blog Posts", to: "/admin/blogs", icon: Newspaper },
  { label: "Applications", to: "/admin/applications", icon: UsersRound },
  { label: "Inquiries", to: "/admin/inquiries", icon: Inbox },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];
