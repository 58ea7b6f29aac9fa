import { isRouteErrorResponse } from "react-router";

export type ClientError = { status: number; message?: string };

/**
 * A refusal of the visitor's request (a 4xx other than 404, e.g. the 400 of
 * the input boundary): not our failure, so error boundaries say what was
 * wrong — the message is ours (app/utils/search-params.server.ts) — instead
 * of "failed to load".
 */
export function clientErrorOf(error: unknown): ClientError | null {
  if (!isRouteErrorResponse(error)) return null;
  if (error.status < 400 || error.status >= 500 || error.status === 404) return null;
  return {
    status: error.status,
    message: typeof error.data === "string" && error.data ? error.data : undefined,
  };
}
