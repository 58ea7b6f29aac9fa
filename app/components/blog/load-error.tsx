import { AlertCircle, RefreshCw } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { BLOG_MESSAGES } from "~/content/blog";

/**
 * The failure panel of a list page: Try Again loads the same address again
 * (a GET form carrying its filters). When an in-place update of a list
 * fails, app/browser/live-results.ts shows this panel from a <template> and
 * points the form at the address that failed.
 */
export function LoadError({
  message,
  location,
}: {
  message: string;
  /** The page's address (useLocation() in the route). */
  location: { pathname: string; search: string };
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-14 text-center"
    >
      <AlertCircle className="size-10 text-red-700" aria-hidden="true" />
      <p className="mt-5 max-w-md text-lg font-medium text-navy-900">{message}</p>
      <form method="get" action={location.pathname} className="mt-6">
        {[...new URLSearchParams(location.search)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClasses("primary", "lg")}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {BLOG_MESSAGES.tryAgain}
        </button>
      </form>
    </div>
  );
}
