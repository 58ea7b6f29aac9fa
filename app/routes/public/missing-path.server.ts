import { redirect } from "react-router";
import {
  PERMANENT_REDIRECT_CACHE_CONTROL,
  TEMPORARY_REDIRECT_CACHE_CONTROL,
} from "~/modules/redirects/redirect-limits";
import { redirectLocation } from "~/modules/redirects/redirect-schema";
import { findRedirect } from "~/modules/redirects/redirects.server";
import { noteNotFound } from "~/modules/redirects/usage.server";

/**
 * What the not-found route does before it answers 404 (issue 28 item 7): a
 * redirect for the path, with the visitor's query kept; otherwise the path
 * is counted in the 404 log. Only paths nothing else answers get here, so
 * real pages never pay for the lookup. `requestedUrl` is the URL as sent
 * (the page cache renders a miss from its key, which drops the query
 * parameters a page does not read).
 */
export async function redirectOrLogMissingPath(
  request: Request,
  requestedUrl: string | undefined,
): Promise<Response | null> {
  const url = new URL(requestedUrl ?? request.url, request.url);
  const found = await findRedirect(url.pathname);
  if (found) {
    return redirect(redirectLocation(found.to, url.search), {
      status: found.status,
      headers: {
        "Cache-Control":
          found.status === 301
            ? PERMANENT_REDIRECT_CACHE_CONTROL
            : TEMPORARY_REDIRECT_CACHE_CONTROL,
      },
    });
  }
  if (request.method === "GET" || request.method === "HEAD") {
    noteNotFound(url.pathname, request.headers.get("referer"));
  }
  return null;
}
