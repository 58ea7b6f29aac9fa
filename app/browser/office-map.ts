/**
 * "Show map" on the contact page (markup: components/office-map.tsx): the
 * placeholder gives way to a frame of our own map page, in the same box, and
 * focus moves to the map.
 */
export function enhanceOfficeMaps() {
  for (const card of document.querySelectorAll<HTMLElement>("[data-office-map]")) {
    const placeholder = card.querySelector<HTMLElement>("[data-map-placeholder]");
    const button = card.querySelector<HTMLButtonElement>("[data-map-load]");
    const src = card.dataset.officeMap;
    if (!placeholder || !button || !src) continue;
    button.addEventListener("click", () => {
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = card.dataset.mapTitle ?? "Map";
      frame.className = `${placeholder.className} block border-0`;
      placeholder.replaceWith(frame);
      frame.focus();
    });
  }
}
