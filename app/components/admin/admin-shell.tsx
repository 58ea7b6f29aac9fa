import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { ArrowLeft, Menu, X } from "~/components/ui/icons";
import { CONTENT_ICONS } from "~/components/content-icons";
import { ADMIN_NAV } from "~/content/admin-navigation";
import { canAccess } from "~/modules/roles/roles";
import { cn } from "~/utils/cn";
import { holdFieldBlurWhilePressed } from "~/utils/steady-blur";
import { useCompany } from "~/components/admin/use-company";
import { LogoutButton } from "./logout-button";

type AdminShellProps = {
  user: { name: string; email: string; role: string | null };
  children: ReactNode;
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

/** The sidebar shows only what the role may use (the server refuses the rest with 403). */
function NavLinks({ onDark, role }: { onDark: boolean; role: string | null }) {
  const items = ADMIN_NAV.filter((item) => canAccess(role, item.area ?? null)).map((item) => ({
    ...item,
    icon: CONTENT_ICONS[item.icon],
  }));
  return (
    <ul className="space-y-1">
      {items.map(({ label, to, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
                onDark
                  ? isActive
                    ? "bg-white/10 text-white"
                    : "text-navy-100 hover:bg-white/5 hover:text-white"
                  : isActive
                    ? "bg-brand-50 text-brand-700"
                    : "text-slate-700 hover:bg-slate-50",
              )
            }
          >
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Sidebar (Dashboard … Settings), a header with Logout, and a pending indicator. */
export function AdminShell({ user, children }: AdminShellProps) {
  const company = useCompany();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "loading";
  // Open for the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Form messages never move a control between press and release (steady-blur.ts).
  useEffect(holdFieldBlurWhilePressed, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      {/* Pending indicator for client navigation: a bar for the eye, a status for screen readers. */}
      <div
        aria-hidden="true"
        className={cn(
          "fixed inset-x-0 top-0 z-50 h-1 origin-left bg-accent-400 transition-transform duration-500",
          pending ? "scale-x-75" : "scale-x-0 opacity-0",
        )}
      />
      <p role="status" className="sr-only">
        {pending ? "Loading…" : ""}
      </p>

      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-navy-950 px-4 py-6 lg:flex">
        <Link
          to="/admin"
          className="rounded-md px-2"
          aria-label={`${company.name} admin dashboard`}
        >
          <Logo name={company.shortName} tone="light" />
        </Link>
        <p className="mt-2 px-2 text-xs font-semibold uppercase tracking-[0.14em] text-accent-300">
          Admin
        </p>
        {/* Logout is in the header only: one button, at every width. */}
        <nav aria-label="Admin" className="mt-8 flex-1">
          <NavLinks onDark role={user.role} />
        </nav>
      </aside>

      <div className="lg:pl-64">
        {/* Without JavaScript the phone menu is always open: the header scrolls away with it. */}
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur nojs:max-lg:static">
          <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex items-center justify-center rounded-md p-2 text-navy-900 hover:bg-slate-100 lg:hidden nojs:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-mobile-nav"
              onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
            >
              <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
              {menuOpen ? (
                <X aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Menu aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
            <Link
              to="/admin"
              className="rounded-md lg:hidden"
              aria-label={`${company.name} admin dashboard`}
            >
              <Logo name={company.shortName} tone="dark" />
            </Link>
            <Link
              to="/"
              className="hidden items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700 lg:inline-flex"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              View website
            </Link>
            <div className="ml-auto flex items-center gap-3">
              <div className="hidden text-right sm:block">
                <p className="text-sm font-semibold text-navy-900">{user.name}</p>
                <p className="text-xs text-slate-600">{user.email}</p>
              </div>
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {initials(user.name)}
              </span>
              <LogoutButton className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-navy-900" />
            </div>
          </div>
          <nav
            id="admin-mobile-nav"
            aria-label="Admin mobile"
            className={cn(
              "border-t border-slate-200 px-4 py-3 lg:hidden",
              menuOpen ? "block" : "hidden nojs:block",
            )}
          >
            <NavLinks onDark={false} role={user.role} />
          </nav>
        </header>
        <main id="main" tabIndex={-1} className="px-4 py-8 outline-none sm:px-6 lg:px-8 lg:py-10">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
