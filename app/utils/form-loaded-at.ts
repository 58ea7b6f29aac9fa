/**
 * When an editor's form was loaded (`?loadedAt=` on its autosave address, set
 * by the edit page); undefined if missing or unreadable. Autosaves of a form
 * loaded before the latest save are stale (posts and pages alike).
 */
export function formLoadedAt(request: Request): Date | undefined {
  const at = new Date(new URL(request.url).searchParams.get("loadedAt") ?? "");
  return Number.isNaN(at.getTime()) ? undefined : at;
}
