import {
  Briefcase,
  Images,
  Inbox,
  LayoutDashboard,
  Newspaper,
  Settings,
  UsersRound,
  type IconComponent,
} from "~/components/ui/icons";
import type { Area } from "~/modules/accounts/roles";

export type AdminNavItem = {
  label: string;
  to: string;
  icon: IconComponent;
  end?: boolean;
  /** The area it belongs to (roles.ts); none = every staff member. */
  area?: Area;
};

/**
 * The admin sidebar, in this order: Dashboard, Jobs, Blog posts, Media,
 * Applications, Inquiries, Settings (each joins once its pages exist).
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard, end: true },
  { label: "Jobs", to: "/admin/jobs", icon: Briefcase, area: "jobs" },
  { label: "Blog posts", to: "/admin/blogs", icon: Newspaper, area: "blog" },
  { label: "Media", to: "/admin/media", icon: Images, area: "blog" },
  { label: "Applications", to: "/admin/applications", icon: UsersRound, area: "applications" },
  { label: "Inquiries", to: "/admin/inquiries", icon: Inbox, area: "inquiries" },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];
