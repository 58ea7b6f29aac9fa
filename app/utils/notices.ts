/**
 * One-shot confirmations after a redirect (post/redirect/get): the action
 * redirects to `path?notice=<key>` and the page shows the text of that key.
 * Only known keys render, so the URL can never inject text.
 */
export function noticeFrom<Map extends Record<string, string>>(
  params: URLSearchParams,
  notices: Map,
): string | null {
  const key = params.get("notice");
  return key && Object.hasOwn(notices, key) ? (notices[key] ?? null) : null;
}

export function pathWithNotice(path: string, key: string): string {
  const url = new URL(path, "http://local");
  url.searchParams.set("notice", key);
  return `${url.pathname}${url.search}${url.hash}`;
}
