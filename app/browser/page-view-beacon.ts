/**
 * Cookie-free page analytics (decision 045): one beacon per public page
 * load, loaded on public pages only (app/root.tsx). The page's HTML is the
 * same for everyone, so the page cache is untouched; the visitor is counted
 * by the server from a hash that changes every day, nothing is stored on
 * the device, and a visitor who sends Do Not Track or Global Privacy
 * Control is not reported at all (so not attributed either: an application
 * or inquiry takes its sources from these views, decision 048). Kept under 1 KB gzip (budget in
 * tests/e2e/analytics.spec.ts).
 */
import { EVENT_PATH } from "~/modules/analytics/beacon-contract";
import { pageViewOf } from "./page-view";

const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
const view = pageViewOf({
  href: location.href,
  referrer: document.referrer,
  screenWidth: screen.width,
  doNotTrack: browser.doNotTrack,
  globalPrivacyControl: browser.globalPrivacyControl,
});
if (view && typeof browser.sendBeacon === "function") {
  browser.sendBeacon(EVENT_PATH, JSON.stringify(view));
}
