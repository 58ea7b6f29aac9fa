import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Compass, ServerCrash, ShieldOff } from "~/components/ui/icons";
import { clientErrorOf } from "~/utils/route-errors";

/** Errors inside the admin area, shown within the admin shell when it can be drawn. */
export function AdminErrorPanel() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <AdminStatusPanel status={status} message={clientErrorOf(error)?.message} />;
}

export function AdminStatusPanel({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  const forbidden = status === 403;
  const refused = !notFound && status >= 400 && status < 500;
  const Icon = notFound ? Compass : forbidden ? ShieldOff : ServerCrash;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
        Error {status}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        {notFound
          ? "This admin page does not exist"
          : forbidden
            ? "You don't have access to this page"
            : refused
              ? "That request could not be handled"
              : "Something went wrong"}
      </h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        {notFound
          ? "It may have moved, or it is not available yet."
          : refused
            ? (message ?? "Check the address, or open the page again from the menu.")
            : "We couldn't complete that just now. Please try again in a moment."}
      </p>
      <Link
        to="/admin"
        className="mt-8 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
