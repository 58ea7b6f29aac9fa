/**
 * The site header's behaviour (markup: components/layout/site-header.tsx).
 * State lives on <html> as attributes the header's CSS variants read:
 * `data-scrolled` (compact, solid header past 10 px of scroll, spec
 * section 9) and `data-menu-open` (the phone menu). The menu closes on
 * Escape (focus back on its button), on a click outside it, when one of its
 * links is followed, and when the page comes back from the back/forward cache.
 * The header's link groups (<details data-subnav>, open without JavaScript
 * too) close the same way: on Escape (focus back on their toggle) and on a
 * click outside them.
 */
const SCROLL_THRESHOLD_PX = 10;

const root = document.documentElement;

function toggles(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>("[data-menu-toggle]")];
}

function isOpen(): boolean {
  return root.hasAttribute("data-menu-open");
}

function setOpen(open: boolean) {
  root.toggleAttribute("data-menu-open", open);
  for (const toggle of toggles()) toggle.setAttribute("aria-expanded", String(open));
}

function openSubnavs(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>("details[data-subnav][open]")];
}

function updateScrolled() {
  root.toggleAttribute("data-scrolled", window.scrollY > SCROLL_THRESHOLD_PX);
}

export function enhanceSiteHeader() {
  updateScrolled();
  let frame = 0;
  window.addEventListener(
    "scroll",
    () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        updateScrolled();
      });
    },
    { passive: true },
  );

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    for (const subnav of openSubnavs()) if (!subnav.contains(target)) subnav.open = false;
    if (target.closest("[data-menu-toggle]")) {
      setOpen(!isOpen());
      return;
    }
    if (!isOpen()) return;
    const menu = document.querySelector("[data-menu]");
    // A followed link closes the menu; so does a click anywhere else.
    if (!menu?.contains(target) || target.closest("a[href]")) setOpen(false);
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const subnav = openSubnavs()[0];
    if (subnav) {
      subnav.open = false;
      subnav.querySelector("summary")?.focus();
      return;
    }
    if (!isOpen()) return;
    setOpen(false);
    toggles()[0]?.focus();
  });

  window.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      setOpen(false);
      updateScrolled();
    }
  });
}
