import { Container } from "~/components/ui/container";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { ConstantMarkup } from "~/utils/constant-markup";
import type { CompanyInfo } from "~/modules/company/company-info";
import { isInternalTarget, type MenuItem, type MenuLink } from "~/modules/menus/menu-schema";
import { Logo } from "./logo";

/**
 * The fixed site header. It is plain server-rendered markup: the `solid:`
 * (scrolled past 10 px, or menu open) and `menu-open:` styles follow
 * attributes that app/browser/site-header.ts sets on <html>. Without
 * JavaScript the header scrolls away with the dark hero (so the white logo
 * stays readable) and a <details> toggle opens the same menu, closed by default.
 * `pathname` marks the current section. `menu` is the header menu of
 * Settings › Menus.
 */
export function SiteHeader({
  company,
  menu,
  pathname,
}: {
  company: CompanyInfo;
  menu: readonly MenuItem[];
  pathname: string;
}) {
  return (
    // Drawn once per company, menu and address (ConstantMarkup), then reused.
    <ConstantMarkup
      name="site-header"
      of={[company, menu, pathname]}
      host={(content) => (
        <header
          data-site-header=""
          className="fixed inset-x-0 top-0 z-50 bg-transparent py-4 transition-[background-color,box-shadow,padding] duration-300 sm:py-5 nojs:absolute solid:border-b solid:border-slate-200/70 solid:bg-white/85 solid:py-2 solid:shadow-sm solid:backdrop-blur-md"
          {...content}
        />
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      <Container className="flex items-center justify-between gap-6">
        <a href="/" className="rounded-md" aria-label={`${company.name} home`}>
          <Logo name={company.name} tone="light" nameClassName="solid:text-navy-900" />
        </a>

        {/* Link styles: .site-nav and .site-menu in app.css. */}
        <nav aria-label="Main" className="site-nav hidden md:block">
          <NavLinks
            menu={menu}
            pathname={pathname}
            nested="dropdown"
            className="flex items-center gap-1 lg:gap-2"
          />
        </nav>

        <button
          type="button"
          data-menu-toggle=""
          className={cn(TOGGLE_CLASSES, "nojs:hidden")}
          aria-expanded="false"
          aria-controls="mobile-menu"
        >
          <span className="sr-only menu-open:hidden">Open menu</span>
          <span className="sr-only hidden menu-open:inline">Close menu</span>
          <Menu aria-hidden="true" className="h-6 w-6 menu-open:hidden" />
          <X aria-hidden="true" className="hidden h-6 w-6 menu-open:block" />
        </button>

        {/* Without JavaScript: a native disclosure, closed until the visitor opens it. */}
        <details className="group/menu hidden nojs:max-md:block">
          <summary className={cn(TOGGLE_CLASSES, "cursor-pointer list-none")}>
            <span className="sr-only">Menu</span>
            <Menu aria-hidden="true" className="h-6 w-6 group-open/menu:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-open/menu:block" />
          </summary>
        </details>
      </Container>

      <nav
        id="mobile-menu"
        data-menu=""
        aria-label="Mobile"
        className="site-menu hidden max-md:menu-open:block"
      >
        <Container>
          <NavLinks
            menu={menu}
            pathname={pathname}
            nested="list"
            className="mt-2 space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
          />
        </Container>
      </nav>
    </ConstantMarkup>
  );
}

/**
 * The menu's links, the current one marked with aria-current="page" (and
 * `active`, as NavLink did). Plain links, not React Router's: the public
 * pages are not hydrated (decision 008), and from a hydrated page (the root's
 * error page) a click on a public page is a full page load anyway
 * (routes/public/layout.tsx). A <Link> costs route resolution on every
 * render of every miss. Links under a link are a native disclosure beside
 * it on wide screens (opens without JavaScript; app/browser/site-header.ts
 * closes it on Escape or a click elsewhere), an indented list in the phone menu.
 */
function NavLinks({
  menu,
  pathname,
  nested,
  className,
}: {
  menu: readonly MenuItem[];
  pathname: string;
  nested: "dropdown" | "list";
  className: string;
}) {
  return (
    <ul className={className}>
      {menu.map((item, index) => {
        const children = item.children ?? [];
        return (
          <li
            key={index}
            className={children.length && nested === "dropdown" ? "relative flex" : undefined}
          >
            <NavLink link={item} pathname={pathname} />
            {children.length === 0 ? null : nested === "dropdown" ? (
              <details data-subnav="" className="site-subnav group/sub">
                {/* Utilities the page already has, not a rule of their own: the public
                    stylesheet has a byte budget (tests/e2e/phone-render-cost.spec.ts). */}
                <summary className="flex h-full cursor-pointer list-none items-center rounded-md px-1 text-navy-100 transition-colors hover:text-white [&::-webkit-details-marker]:hidden">
                  <span className="sr-only">More in {item.label}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="h-4 w-4 transition-transform group-open/sub:rotate-180"
                  />
                </summary>
                <ul className="absolute right-0 top-full z-10 mt-2 grid min-w-52 gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                  {children.map((child, childIndex) => (
                    <li key={childIndex}>
                      <NavLink link={child} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <ul className="ml-4 mt-1 grid gap-1 border-l border-slate-200 pl-2">
                {children.map((child, childIndex) => (
                  <li key={childIndex}>
                    <NavLink link={child} pathname={pathname} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NavLink({ link, pathname }: { link: MenuLink; pathname: string }) {
  const current = isInternalTarget(link.to) && isCurrentSection(pathname, sectionOf(link.to));
  return (
    <a
      aria-current={current ? "page" : undefined}
      className={current ? "active" : ""}
      href={link.to}
    >
      {link.label}
    </a>
  );
}

/** A target's page, without its #anchor. */
function sectionOf(to: string): string {
  const hash = to.indexOf("#");
  return hash === -1 ? to : to.slice(0, hash) || "/";
}

/** As NavLink decides: `/` only itself, any other section itself and the pages below it. */
function isCurrentSection(pathname: string, section: string): boolean {
  const path = pathname.toLowerCase();
  if (section === "/") return path === "/";
  return path === section || path.startsWith(`${section}/`);
}

const TOGGLE_CLASSES =
  "inline-flex items-center justify-center rounded-md p-2 text-white hover:bg-white/10 md:hidden solid:text-navy-900 solid:hover:bg-slate-100 [&::-webkit-details-marker]:hidden";
