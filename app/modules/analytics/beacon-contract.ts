/**
 * What the page-view beacon (app/browser/page-view-beacon.ts) sends and the
 * collection endpoint (server/event-endpoint.ts) takes: one small JSON body,
 * no cookie, no full URL. Shared by both, so neither can drift.
 */

/** Where the beacon posts (a plain Express handler, before React Router). */
export const EVENT_PATH = "/api/event";

/** The largest beacon body read; a real one is under 300 bytes. */
export const MAX_EVENT_BYTES = 2048;

export const PAGE_VIEW_LIMITS = {
  path: 300,
  referrerHost: 253,
  utm: 100,
} as const;

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Below these screen widths (CSS px) a device is a phone, then a tablet; wider is a desktop. */
export const DEVICE_BREAKPOINTS = { phone: 640, tablet: 1024 } as const;

export function deviceClassOf(screenWidth: number): DeviceClass {
  if (screenWidth < DEVICE_BREAKPOINTS.phone) return "phone";
  if (screenWidth < DEVICE_BREAKPOINTS.tablet) return "tablet";
  return "desktop";
}

/** The beacon's body. Empty strings for "none" (no referrer, no campaign). */
export type PageViewBeacon = {
  path: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
};
