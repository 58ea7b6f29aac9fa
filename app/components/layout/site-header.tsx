import { Menu, X } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { MAIN_NAV } from "~/content/navigation";
import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";
import { useCompany } from "~/utils/use-company";
import { Logo } from "./logo";

/** Spec section 9: the header turns compact and glassy past 10 px of scroll. */
const SCROLL_THRESHOLD_PX = 10;

export function SiteHeader() {
  const company = useCompany();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  // The menu is open for the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,padding] duration-300",
        solid
          ? "border-b border-slate-200/70 bg-white/85 py-2 shadow-sm backdrop-blur-md"
          : "bg-transparent py-4 sm:py-5",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      <Container className="flex items-center justify-between gap-6">
        <Link to="/" className="rounded-md" aria-label={`${company.name} home`}>
          <Logo name={company.name} tone={solid ? "dark" : "light"} />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                      solid
                        ? isActive
                          ? "bg-brand-50 text-brand-700"
                          : "text-slate-700 hover:text-brand-700"
                        : isActive
                          ? "bg-white/15 text-white"
                          : "text-navy-100 hover:text-white",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className={cn(
            "inline-flex items-center justify-center rounded-md p-2 md:hidden nojs:hidden",
            solid ? "text-navy-900 hover:bg-slate-100" : "text-white hover:bg-white/10",
          )}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          {menuOpen ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </Container>

      {/* Without JavaScript the list simply shows below the bar on small screens. */}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className={cn("md:hidden", menuOpen ? "block" : "hidden nojs:block")}
      >
        <Container>
          <ul className="mt-2 space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-lg px-4 py-3 text-base font-medium",
                      isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-50",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
    </header>
  );
}
