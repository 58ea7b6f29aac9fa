import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { AdminPageHeader } from "~/components/admin/page-header";
import { canAccess, type Area } from "~/modules/roles/roles";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { useStaffRole } from "~/components/admin/use-staff-role";
import { cn } from "~/utils/cn";

const TABS: ReadonlyArray<{ to: string; label: string; area: Area | null }> = [
  { to: SETTINGS_PATHS.profile, label: "Profile", area: null },
  { to: SETTINGS_PATHS.password, label: "Password", area: null },
  { to: SETTINGS_PATHS.twoFactor, label: "Two-factor", area: null },
  { to: SETTINGS_PATHS.textMessage, label: "Text message", area: null },
  { to: SETTINGS_PATHS.users, label: "Users", area: "users" },
  { to: SETTINGS_PATHS.candidateEmails, label: "Candidate emails", area: "applications" },
  { to: SETTINGS_PATHS.hiring, label: "Hiring", area: "applications" },
  { to: SETTINGS_PATHS.company, label: "Company", area: "company" },
  { to: SETTINGS_PATHS.menus, label: "Menus", area: "menus" },
  { to: SETTINGS_PATHS.auditLog, label: "Audit log", area: "audit-log" },
  { to: SETTINGS_PATHS.privacy, label: "Privacy requests", area: "privacy" },
  { to: SETTINGS_PATHS.emailDelivery, label: "Email delivery", area: "email-delivery" },
];

/**
 * The top of every Settings page: the page is titled Settings, its tabs
 * below, then what the open tab holds.
 */
export function SettingsHeader({ description }: { description: ReactNode }) {
  return (
    <>
      <AdminPageHeader title="Settings" />
      <SettingsTabs />
      <div className="mt-4 max-w-2xl text-slate-600">{description}</div>
    </>
  );
}

/**
 * The Settings pages as tabs (links, so each has its own URL and works
 * without JavaScript). On phones a grid of buttons, so no tab hides off-screen.
 */
export function SettingsTabs() {
  const role = useStaffRole();
  const tabs = TABS.filter((tab) => canAccess(role, tab.area));
  return (
    <nav aria-label="Settings" className="mt-6 sm:border-b sm:border-slate-200">
      <ul className="grid grid-cols-3 gap-2 sm:-mb-px sm:flex sm:flex-wrap sm:gap-x-5 sm:gap-y-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  "flex justify-center whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold ring-1 ring-inset transition-colors",
                  "sm:rounded-none sm:rounded-t sm:border-b-2 sm:px-1 sm:pb-3 sm:pt-1 sm:ring-0",
                  isActive
                    ? "bg-brand-50 text-brand-700 ring-brand-600/30 sm:border-brand-600 sm:bg-transparent"
                    : "bg-white text-slate-600 ring-slate-200 hover:text-navy-900 sm:border-transparent sm:bg-transparent sm:hover:border-slate-300",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
