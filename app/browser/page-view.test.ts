import { expect, test } from "vitest";
import { pageViewOf } from "./page-view";

const PAGE = {
  href: "https://www.arcwell.example/careers?q=rust&utm_source=linkedin&utm_medium=social&utm_campaign=fall",
  referrer: "https://www.linkedin.com/feed/update/urn:li:activity:123?trk=abc",
  screenWidth: 1440,
};

test("reports the path without its query, the referrer's host only, the landing UTM values and the device class", () => {
  expect(pageViewOf(PAGE)).toEqual({
    path: "/careers",
    referrer: "www.linkedin.com",
    source: "linkedin",
    medium: "social",
    campaign: "fall",
    device: "desktop",
  });
});

test("a link within the site, or no referrer, reports no referrer; no UTM values report empty ones", () => {
  const inside = pageViewOf({
    href: "https://www.arcwell.example/blog",
    referrer: "https://www.arcwell.example/",
    screenWidth: 390,
  });
  expect(inside).toMatchObject({ referrer: "", source: "", medium: "", campaign: "" });
  expect(inside?.device).toBe("phone");
  expect(pageViewOf({ ...PAGE, referrer: "" })?.referrer).toBe("");
  expect(pageViewOf({ ...PAGE, screenWidth: 800 })?.device).toBe("tablet");
});

test("Do Not Track and Global Privacy Control send nothing", () => {
  expect(pageViewOf({ ...PAGE, doNotTrack: "1" })).toBeNull();
  expect(pageViewOf({ ...PAGE, globalPrivacyControl: true })).toBeNull();
  expect(pageViewOf({ ...PAGE, doNotTrack: "0", globalPrivacyControl: false })).not.toBeNull();
  expect(pageViewOf({ ...PAGE, doNotTrack: null })).not.toBeNull();
});

test("long values are cut to the limits the server takes", () => {
  const view = pageViewOf({
    ...PAGE,
    href: `https://www.arcwell.example/${"a".repeat(400)}?utm_source=${"s".repeat(300)}`,
  });
  expect(view?.path).toHaveLength(300);
  expect(view?.source).toHaveLength(100);
});
