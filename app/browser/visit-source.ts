import {
  nextVisitSource,
  touchOf,
  VISIT_SOURCE_FIELDS,
  VISIT_SOURCE_STORAGE_KEY,
  type VisitSource,
} from "~/modules/analytics/visit-source";
import type { PageViewBeacon } from "~/modules/analytics/beacon-contract";

/**
 * Attribution without a cookie (decision 048): the tab's session storage
 * keeps the visit's first and last source (labels, no identifier; gone when
 * the tab closes), and a public form carries them in its hidden fields, so
 * they leave the device only with a form the visitor sends. The page's HTML
 * stays the same for everyone: the fields are empty until this fills them.
 */
export function carryVisitSource(view: PageViewBeacon, storage: Storage | null): void {
  let visit: VisitSource | null = null;
  try {
    visit = JSON.parse(storage?.getItem(VISIT_SOURCE_STORAGE_KEY) ?? "null") as VisitSource | null;
  } catch {
    // Unreadable: start again from this page.
  }
  const touch = touchOf(view);
  visit = nextVisitSource(visit, touch);
  try {
    if (touch && visit) storage?.setItem(VISIT_SOURCE_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or refused: this page's fields still carry it.
  }
  if (!visit) return;
  for (const [which, name] of Object.entries(VISIT_SOURCE_FIELDS)) {
    for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
      input.value = JSON.stringify(visit[which as keyof VisitSource]);
    }
  }
}

/** The tab's session storage, or null where the browser refuses it. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
