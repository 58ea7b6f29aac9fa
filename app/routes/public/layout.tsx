import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { clientErrorOf } from "~/utils/route-errors";

/** Header and footer around every public page; ScrollRestoration (root) scrolls to the top. */
export default function PublicLayout() {
  const location = useLocation();
  // New content after a client-side navigation joins the reveal observer.
  useEffect(() => {
    window.__reveal?.();
  }, [location.key]);

  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <SiteHeader />
      <ErrorPage status={status} message={clientErrorOf(error)?.message} />
      <SiteFooter />
    </>
  );
}
