import { isRouteErrorResponse } from "react-router";

type InternalErrorResponse = {
  status: number;
  statusText: string;
  internal: boolean;
  data: unknown;
  error?: Error;
};

/**
 * React Router's own refusals (405 for a POST to a page without an action,
 * 400, 403, 404) carry a developer message that names our route modules —
 * `…did not provide an \`action\` for route "routes/public/services"`. The
 * message would be serialized into the page's hydration data and into
 * `.data` answers, so it is replaced by the bare status line before that
 * happens (the request handler reports these errors to `handleError` first).
 */
export function redactInternalRouterError(error: unknown): void {
  if (!isRouteErrorResponse(error)) return;
  const response = error as unknown as InternalErrorResponse;
  if (!response.internal) return;
  const generic = `${response.status} ${response.statusText}`;
  response.data = generic;
  if (response.error) response.error = new Error(generic);
}

/**
 * React Router's own refusal of an action whose Origin header is not the
 * request's origin (it answers 400). Its message is the only mark it
 * carries: the origin check's own for a page, and a bare "Bad Request" error
 * for a `.data` post (the only error React Router makes with that message).
 * A client's doing, not a server error.
 */
export function isRouterOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error)) return false;
  if (
    /origin does not match `origin` header|`origin` header is not a valid URL/.test(error.message)
  ) {
    return true;
  }
  return (
    error.message === "Bad Request" &&
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    new URL(request.url).pathname.endsWith(".data")
  );
}
