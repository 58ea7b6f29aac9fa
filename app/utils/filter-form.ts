/**
 * The behaviour every GET filter form shares, whether React Router submits
 * it (admin lists) or app/browser/live-results.ts does (public lists).
 */

/** Typing waits this long after the last key before the list follows. */
export const FILTER_TYPING_DELAY_MS = 300;

/**
 * The query a filter form stands for: values trimmed, empty fields left out
 * (and so any old page number — a new filter starts at page 1).
 */
export function filterParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim()) params.append(name, value.trim());
  }
  return params;
}

/**
 * The form's fields follow an address that changed by other means (Clear
 * filters, back and forward) — except the field being typed in, whose text
 * would otherwise jump under the cursor.
 */
export function syncFilterFields(form: HTMLFormElement, params: URLSearchParams) {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    "input[name]:not([type=hidden]), select[name]",
  )) {
    if (field !== document.activeElement) field.value = params.get(field.name) ?? "";
  }
}
