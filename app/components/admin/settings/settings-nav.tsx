import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { AdminPageHeader } from "~/components/admin/page-header";
import { cn } from "~/utils/cn";

const TABS = [
  { to: "/admin/settings", label: "Account and access" },
  { to: "/admin/settings/company", label: "Company" },
  { to: "/admin/settings/audit-log", label: "Audit log" },
] as const;

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

/** The Settings pages as tabs (links, so each has its own URL and works without JavaScript). */
export function SettingsTabs() {
  return (
    <nav aria-label="Settings" className="mt-6 overflow-x-auto border-b border-slate-200">
      <ul className="-mb-px flex gap-6">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex whitespace-nowrap rounded-t border-b-2 px-1 pb-3 pt-1 text-sm font-semibold transition-colors",
                  isActive
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-navy-900",
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

const ACCOUNT_SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "password", label: "Password" },
  { id: "two-factor", label: "Two-factor" },
  { id: "users", label: "Users" },
] as const;

/** Jump links to the sections of the account page (their anchors are linked from elsewhere). */
export function AccountSectionLinks() {
  return (
    <nav aria-label="On this page" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              to={`#${section.id}`}
              className="inline-flex rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 shadow-xs transition-colors hover:border-brand-600 hover:text-brand-700"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
