import { useMatches } from "react-router";

/**
 * A route's `handle`: `hydrate: false` says the page needs no React in the
 * browser, so the document ships no React Router scripts, no module preloads
 * and no serialized loader data — only the small plain scripts in
 * app/browser/ (decision 008). The deepest route that says either way
 * decides, so a page can opt back in under a layout that opts out.
 */
export type PageHandle = {
  hydrate?: boolean;
  /** `false`: the public page sends no page view (its address holds a secret, e.g. a preview link). */
  pageViews?: boolean;
};

export const NO_HYDRATION: PageHandle = { hydrate: false };

export function useHydration(): boolean {
  return hydratesWith(useMatches().map((match) => match.handle));
}

/** Whether a page hydrates, from its matched routes' handles (outermost first). */
export function hydratesWith(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as PageHandle | undefined;
    if (typeof handle?.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}

/** Whether the page loads the page-view beacon: public (not hydrated) pages, unless one opts out. */
export function usePageViews(): boolean {
  const matches = useMatches();
  const hydrate = useHydration();
  return (
    !hydrate &&
    !matches.some((match) => (match.handle as PageHandle | undefined)?.pageViews === false)
  );
}
