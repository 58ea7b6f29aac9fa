import { useLocation, useRevalidator } from "react-router";
import { AlertCircle, RefreshCw } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { BLOG_MESSAGES } from "~/content/blog";

/**
 * The failure panel of a list page's error boundary. Try Again re-runs the
 * loaders in place; without JavaScript the same button reloads the URL.
 */
export function LoadError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const retrying = revalidator.state === "loading";
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-14 text-center"
    >
      <AlertCircle className="size-10 text-red-700" aria-hidden="true" />
      <p className="mt-5 max-w-md text-lg font-medium text-navy-900">{message}</p>
      <form
        method="get"
        action={location.pathname}
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
      >
        {[...new URLSearchParams(location.search)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" disabled={retrying} className={buttonClasses("primary", "lg")}>
          <RefreshCw className={retrying ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
          {BLOG_MESSAGES.tryAgain}
        </button>
      </form>
    </div>
  );
}
