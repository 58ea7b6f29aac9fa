/**
 * Limits and words of the redirects manager and the 404 log (issue 28 item
 * 7), shared by the forms, the schema and the server.
 */

/** The admin pages. */
export const REDIRECTS_PATH = "/admin/redirects";
export const NEW_REDIRECT_PATH = `${REDIRECTS_PATH}/new`;
export const NOT_FOUND_LOG_PATH = `${REDIRECTS_PATH}/not-found`;
export const redirectEditPath = (id: string) => `${REDIRECTS_PATH}/${encodeURIComponent(id)}`;
/** The form prefilled with a path from the 404 log. */
export const newRedirectFromPath = (from: string) =>
  `${NEW_REDIRECT_PATH}?${new URLSearchParams({ from })}`;

/** Longest path or URL a redirect keeps (and the longest missing path the log counts). */
export const MAX_REDIRECT_PATH_LENGTH = 500;

/** Rows on one page of the redirects list and of the 404 log. */
export const REDIRECTS_PAGE_SIZE = 25;

/**
 * Paths the 404 log keeps at most; past it, the least recently seen go. A
 * scanner asking for thousands of made-up paths cannot grow the table.
 */
export const NOT_FOUND_LOG_MAX_ROWS = 1_000;

/**
 * Missing paths (and redirect uses) are counted in memory and written in one
 * statement at most this often, so a flood of 404s costs a map update per
 * request, not a database write.
 */
export const USAGE_FLUSH_MS = 1_000;

/** Distinct paths held between two writes; past it, new paths wait for the next flood. */
export const USAGE_BUFFER_MAX_PATHS = 200;

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "301 Permanent",
  302: "302 Temporary",
};

/**
 * How long a browser may keep a 301 (browsers keep one without this for
 * ever): an hour, so a mistaken redirect that is edited or deleted stops
 * within the hour. A 302 is never kept.
 */
export const PERMANENT_REDIRECT_CACHE_CONTROL = "public, max-age=3600";
export const TEMPORARY_REDIRECT_CACHE_CONTROL = "no-store";

export const REDIRECT_MESSAGES = {
  fromRequired: "Enter the old address, starting with /.",
  toRequired: "Enter where visitors should go: a path starting with / or an https:// address.",
  notAPath: "Start the address with / (a path of this site, like /old-page).",
  doubleSlash: "An address cannot contain // .",
  hasScheme: "Enter a path of this site, like /old-page, without https:// or the domain.",
  fromHasQuery:
    "Leave out the part from ? or #: a redirect matches the path alone, and keeps the visitor's query.",
  badCharacters: "An address cannot contain spaces or control characters.",
  tooLong: `Keep the address within ${MAX_REDIRECT_PATH_LENGTH} characters.`,
  toNotHttps: "Enter a path starting with / or a full https:// address.",
  toHasCredentials: "An address cannot contain a user name or password.",
  same: "The new address is the old one: a redirect to itself would never end.",
  status: "Choose 301 (permanent) or 302 (temporary).",
  notFound: "That redirect no longer exists.",
  created: "The redirect was created. It works at once.",
  updated: "The redirect was saved. It works at once.",
  deleted: "The redirect was deleted.",
  invalid: "That request could not be understood. Reload the page and try again.",
  noMatches: "No redirect matches your search.",
  empty: "No redirects yet. Add one, or create one from the 404 log.",
  logEmpty: "No missing page has been asked for yet.",
  logNoMatches: "No logged path matches your search.",
} as const;
