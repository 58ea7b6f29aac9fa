import { getEnv } from "~/utils/env.server";

/**
 * The database keeps only a preview link's hash, so the new link travels to
 * the edit page that shows it in a cookie: HttpOnly, scoped to that post's
 * edit page, five minutes at most, and cleared by the first page that reads
 * it — the link is shown once, to the editor who made it.
 */
const NAME = "preview_link_once";
const MAX_AGE_SECONDS = 5 * 60;

const editPath = (postId: string) => `/admin/blogs/edit/${encodeURIComponent(postId)}`;

function attributes(postId: string, maxAge: number): string {
  const secure = getEnv().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=${editPath(postId)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

export function newPreviewLinkCookie(postId: string, token: string): string {
  return `${NAME}=${token}; ${attributes(postId, MAX_AGE_SECONDS)}`;
}

/** The token the cookie carries, and the Set-Cookie that clears it (when there was one). */
export function takePreviewLinkCookie(
  request: Request,
  postId: string,
): { token: string | null; clear: Headers } {
  const match = new RegExp(`(?:^|;\\s*)${NAME}=([A-Za-z0-9_-]+)`).exec(
    request.headers.get("cookie") ?? "",
  );
  const clear = new Headers();
  if (match) clear.append("Set-Cookie", `${NAME}=; ${attributes(postId, 0)}`);
  return { token: match?.[1] ?? null, clear };
}
