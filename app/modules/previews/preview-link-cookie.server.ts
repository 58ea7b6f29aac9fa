import { getEnv } from "~/utils/env.server";

/**
 * The database keeps only a preview link's hash, so the new link travels to
 * the edit page that shows it in a cookie: HttpOnly, scoped to the kind's
 * edit pages (`/admin/blogs/edit`, `/admin/pages/edit`: their documents and
 * `.data` requests; a path per post would not match `…/edit/<id>.data`),
 * five minutes at most, and cleared by the first edit page that reads it —
 * the link is shown once, to the editor who made it, and only on the page of
 * the draft whose link it is (the module compares its hash).
 */
const NAME = "preview_link_once";
const MAX_AGE_SECONDS = 5 * 60;

function attributes(editPages: string, maxAge: number): string {
  const secure = getEnv().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=${editPages}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** `editPages`: the path all edit pages of the draft's kind start with. */
export function newPreviewLinkCookie(token: string, editPages: string): string {
  return `${NAME}=${token}; ${attributes(editPages, MAX_AGE_SECONDS)}`;
}

/** The token the cookie carries, and the Set-Cookie that clears it (when there was one). */
export function takePreviewLinkCookie(
  request: Request,
  editPages: string,
): { token: string | null; clear: Headers } {
  const match = new RegExp(`(?:^|;\\s*)${NAME}=([A-Za-z0-9_-]+)`).exec(
    request.headers.get("cookie") ?? "",
  );
  const clear = new Headers();
  if (match) clear.append("Set-Cookie", `${NAME}=; ${attributes(editPages, 0)}`);
  return { token: match?.[1] ?? null, clear };
}
