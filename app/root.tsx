import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StructuredData } from "~/components/seo/structured-data";
import { getCompanyInfo } from "~/modules/company/company.server";
import { getSiteMenus } from "~/modules/menus/menus.server";
import { siteSeo } from "~/modules/seo/site-seo.server";
import { currentYear } from "~/utils/dates";
import { getEnv } from "~/utils/env.server";
import { useHydration, usePageViews } from "~/utils/hydration";
import { useNonce } from "~/utils/nonce";
import { REVEAL_SCRIPT } from "~/utils/reveal-script";
import { BROWSER_SCRIPTS } from "virtual:browser-scripts";
import "./app.css";

// The ICO for browsers without SVG icons; the SVG wins where it is understood.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Read per request (cached in-process per content version) so a change in
// Settings › Company or Settings › Menus shows on the next page.
export async function loader() {
  const [company, menus] = await Promise.all([getCompanyInfo(), getSiteMenus()]);
  // The site-wide half of every page's meta tags (app/utils/seo.ts).
  return { company, menus, year: currentYear(), seo: siteSeo(company, getEnv().PUBLIC_URL) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  // Public pages are server-rendered only (decision 008): no React Router
  // scripts, preloads or loader data unless the page's route asks to hydrate.
  const hydrate = useHydration();
  const pageViews = usePageViews();
  return (
    // The inline head script adds `js` classes before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111b35" />
        <Meta />
        <Links />
        <StructuredData matches={matches} nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />
        {/* Header menu, compact header, share and live lists (app/browser/); deferred. */}
        <script type="module" src={BROWSER_SCRIPTS.enhance} />
        {/* Public pages count a page view (decision 045): the same tag for every visitor. */}
        {pageViews ? <script type="module" src={BROWSER_SCRIPTS.beacon} /> : null}
      </head>
      <body>
        {children}
        {/* Start revealing as soon as the content is parsed, not after the JS downloads. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: "window.__reveal&&window.__reveal()" }}
        />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside the public layout (its own boundary handles the rest). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      {data ? (
        <SiteHeader company={data.company} menu={data.menus.header} pathname={pathname} />
      ) : null}
      <ErrorPage status={status} />
      {data ? <SiteFooter company={data.company} menus={data.menus} year={data.year} /> : null}
    </>
  );
}
