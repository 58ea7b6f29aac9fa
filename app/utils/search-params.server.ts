import { data } from "react-router";

/** Shown (with a 400) when a link repeats a search or filter, or sends it as a list. */
export const SEARCH_PARAM_MESSAGES = {
  repeated: (key: string) =>
    `The address gives “${key}” more than once. Open the page again from its own links.`,
  shape: (key: string) =>
    `The address sends “${key}” as a list. Open the page again from its own links.`,
} as const;

// Every control character (NUL included): none can be typed into a search box.
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const LIST_KEY = /^([^[\]]+)\[[^\]]*\]$/;

/**
 * The input boundary for query strings: the request's search params, with
 * each of `keys` (the ones this page reads) present at most once and never
 * as a list (`q[]`, `q[0]`) — else a 400 with a message — and control
 * characters removed from their values, so they never reach a query.
 * Other keys (e.g. `utm_source`) pass untouched and are ignored by the page.
 */
export function readSearchParams(request: Request, keys: readonly string[]): URLSearchParams {
  const params = new URL(request.url).searchParams;
  const known = new Set(keys);
  const result = new URLSearchParams();
  for (const [key, value] of params) {
    const listOf = LIST_KEY.exec(key)?.[1];
    if (listOf !== undefined && known.has(listOf)) {
      throw badRequest(SEARCH_PARAM_MESSAGES.shape(listOf));
    }
    if (!known.has(key)) {
      result.append(key, value);
      continue;
    }
    if (result.has(key)) throw badRequest(SEARCH_PARAM_MESSAGES.repeated(key));
    result.set(key, value.replace(CONTROL_CHARACTERS, ""));
  }
  return result;
}

function badRequest(message: string) {
  return data(message, { status: 400, statusText: "Bad Request" });
}
