import { useNavigation } from "react-router";
import { Loader2 } from "~/components/ui/icons";

const EDIT_PATH = /^\/admin\/blogs\/edit\/[^/]+$/;

/**
 * The spec's 'Loading blog...' while a client navigation fetches a post for
 * the edit form. The live region is always present, so the text is announced
 * when it appears.
 */
export function LoadingBlogStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && EDIT_PATH.test(navigation.location.pathname);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center"
    >
      {loading ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading blog...
        </span>
      ) : null}
    </div>
  );
}
