import type { Office } from "./company-info";

/** The office's postal address on one line. */
export function officeAddress(office: Office): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
}

/**
 * The primary office (the main address, the one on the contact page's map).
 * The schema keeps exactly one; the first stands in should a list have none.
 */
export function primaryOffice(offices: readonly Office[]): Office | undefined {
  return offices.find((office) => office.primary) ?? offices[0];
}

type Located = Office & { latitude: number; longitude: number };

export function hasMapPosition(office: Office): office is Located {
  return office.latitude !== null && office.longitude !== null;
}

/**
 * The office on OpenStreetMap, in a new tab: a marker at its coordinates, or
 * a search for its address when none are set — so the link follows every
 * address change made in Settings.
 */
export function officeMapsUrl(office: Office): string {
  if (hasMapPosition(office)) {
    const { latitude: lat, longitude: lon } = office;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const query = encodeURIComponent(officeAddress(office));
  return `https://www.openstreetmap.org/search?query=${query}`;
}

/** The origin the embedded map comes from (the map frame's CSP allows only this). */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** About 600 m by 450 m around the office. */
const SPAN = { latitude: 0.002, longitude: 0.0035 };

/** OpenStreetMap's embeddable map around the office, with a marker on it. */
export function officeEmbedUrl(office: Located): string {
  const { latitude: lat, longitude: lon } = office;
  const bbox = [
    lon - SPAN.longitude,
    lat - SPAN.latitude,
    lon + SPAN.longitude,
    lat + SPAN.latitude,
  ]
    .map((value) => value.toFixed(5))
    .join(",");
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`;
}

/** Our own page that frames the embed (loaded only when a visitor asks for the map). */
export function officeMapFramePath(office: Office): string {
  return `/maps/${office.id}`;
}
