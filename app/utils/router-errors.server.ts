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
 * `…did not provide an \`action\` for route "routes/public/privacy"`. The
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
