import { FILTER_TYPING_DELAY_MS, filterParams, syncFilterFields } from "~/utils/filter-form";

/**
 * Lists that follow their filters in place (the blog list, open positions).
 * Everything is a plain GET form or link, so it all works without
 * JavaScript; with it, this swaps in the same server-rendered parts of the
 * next page instead of loading the whole page:
 *
 * - `form[data-live-form]`: typing (debounced) replaces the history entry;
 *   choosing in a select or submitting adds one.
 * - links inside `[data-live-links]` to the same path (category tabs,
 *   pagination, Clear Filters); links to items stay normal links.
 * - `[data-live-region="key"]` is replaced by the region with the same key.
 * - `[data-live-status]` keeps its element (one polite live region) and takes
 *   the new text; while loading it shows its `data-loading-text`.
 * - `[data-live-busy]` carries aria-busy while loading.
 * - On failure `[data-live-root]` is replaced by `template[data-live-error]`,
 *   whose Try Again form reloads the failed address.
 */

type HistoryMode = "push" | "replace" | "none";

let controller: AbortController | undefined;
let shown = "";
let typingTimer: ReturnType<typeof setTimeout> | undefined;

const addressOf = (url: URL | Location) => url.pathname + url.search;

function setLoading(loading: boolean) {
  for (const busy of document.querySelectorAll("[data-live-busy]")) {
    busy.setAttribute("aria-busy", String(loading));
  }
  const status = document.querySelector<HTMLElement>("[data-live-status]");
  if (status?.dataset.loadingText !== undefined && loading) {
    status.setAttribute("data-loading", "");
    status.textContent = status.dataset.loadingText;
  }
}

/** Swaps every region; false when the new page lacks one (then it is not a list page). */
function swapRegions(next: Document): boolean {
  const regions = [...document.querySelectorAll<HTMLElement>("[data-live-region]")];
  const replacements = regions.map((region) =>
    next.querySelector(`[data-live-region="${region.dataset.liveRegion}"]`),
  );
  if (!regions.length || replacements.some((replacement) => !replacement)) return false;
  regions.forEach((region, index) => region.replaceWith(document.adoptNode(replacements[index]!)));
  const status = document.querySelector<HTMLElement>("[data-live-status]");
  const nextStatus = next.querySelector("[data-live-status]");
  if (status && nextStatus) {
    status.removeAttribute("data-loading");
    status.replaceChildren(...[...nextStatus.childNodes].map((node) => document.adoptNode(node)));
  }
  if (next.title) document.title = next.title;
  return true;
}

function showError(url: URL) {
  const root = document.querySelector("[data-live-root]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-live-error]");
  if (!root || !template) {
    window.location.assign(url);
    return;
  }
  const error = template.content.cloneNode(true) as DocumentFragment;
  // Try Again reloads the address that failed, with its filters.
  const retry = error.querySelector("form");
  if (retry) {
    retry.action = url.pathname;
    retry.querySelectorAll("input[type=hidden]").forEach((input) => input.remove());
    for (const [name, value] of url.searchParams) {
      const input = document.createElement("input");
      Object.assign(input, { type: "hidden", name, value });
      retry.append(input);
    }
  }
  root.replaceWith(error);
}

function syncForms(url: URL) {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-live-form]")) {
    syncFilterFields(form, url.searchParams);
  }
}

async function update(url: URL, mode: HistoryMode) {
  controller?.abort();
  const current = (controller = new AbortController());
  setLoading(true);
  let next: Document | null = null;
  try {
    const response = await fetch(url, {
      signal: current.signal,
      headers: { Accept: "text/html" },
    });
    if (response.ok) {
      next = new DOMParser().parseFromString(await response.text(), "text/html");
    }
  } catch (error) {
    if (current.signal.aborted) return;
    void error;
  }
  if (current.signal.aborted) return;
  if (mode === "push") history.pushState(null, "", url);
  if (mode === "replace") history.replaceState(null, "", url);
  shown = addressOf(url);
  if (next && swapRegions(next)) {
    syncForms(url);
    setLoading(false);
    window.__reveal?.();
    if (url.hash) document.getElementById(url.hash.slice(1))?.scrollIntoView();
  } else {
    showError(url);
  }
}

/** The address a GET form would go to (see filterParams). */
function formAddress(form: HTMLFormElement): URL {
  const url = new URL(form.action, window.location.href);
  url.search = filterParams(form).toString();
  url.hash = "";
  return url;
}

function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !link.target &&
    !link.hasAttribute("download") &&
    link.origin === window.location.origin
  );
}

export function enhanceLiveResults() {
  if (!document.querySelector("[data-live-region]")) return;
  shown = addressOf(window.location);

  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.form?.hasAttribute("data-live-form")) return;
    const form = field.form;
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => {
      const url = formAddress(form);
      if (addressOf(url) !== shown) void update(url, "replace");
    }, FILTER_TYPING_DELAY_MS);
  });

  document.addEventListener("change", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLSelectElement) || !field.form?.hasAttribute("data-live-form"))
      return;
    clearTimeout(typingTimer);
    void update(formAddress(field.form), "push");
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-live-form")) return;
    event.preventDefault();
    clearTimeout(typingTimer);
    void update(formAddress(form), "push");
  });

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>("[data-live-links] a[href]");
    if (!link || event.defaultPrevented || !isPlainClick(event, link)) return;
    // Only the list's own addresses (other filters, pages); an item's link is a normal link.
    if (link.pathname !== window.location.pathname) return;
    event.preventDefault();
    clearTimeout(typingTimer);
    void update(new URL(link.href), "push");
  });

  // Back and forward between the addresses this page has shown.
  window.addEventListener("popstate", () => {
    if (addressOf(window.location) !== shown) void update(new URL(window.location.href), "none");
  });
}
