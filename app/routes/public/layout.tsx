import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NO_HYDRATION } from "~/utils/hydration";
import type { Route } from "./+types/layout";
import { clientErrorOf } from "~/utils/route-errors";
import { useRootData } from "~/routes/root-data";

/**
 * The public site is server-rendered HTML with a few kilobytes of plain
 * script (app/browser/), never hydrated: decision 008.
 */
export const handle = NO_HYDRATION;

/**
 * A link from the hydrated staff area to a public page is followed as a
 * normal page load, so the public page arrives as the server renders it
 * (rendered by React in the browser, its reveal and scripts would not run).
 * The promise never settles: the browser is already leaving. The server
 * loader is there so that server rendering never waits for this one.
 */
export function loader() {
  return null;
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** Header and footer around every public page. */
export default function PublicLayout() {
  const { company, menus, year } = useRootData();
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader company={company} menu={menus.header} pathname={pathname} />
      <Outlet />
      <SiteFooter company={company} menus={menus} year={year} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { company, menus, year } = useRootData();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <SiteHeader company={company} menu={menus.header} pathname={pathname} />
      <ErrorPage status={status} message={clientErrorOf(error)?.message} />
      <SiteFooter company={company} menus={menus} year={year} />
    </>
  );
}
