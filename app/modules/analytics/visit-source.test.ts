import { expect, test } from "vitest";
import { describeTouch, nextVisitSource, touchOf } from "./visit-source";
import { visitSourceFromReferer } from "./visit-source-schema";

const NONE = { referrer: "", source: "", medium: "", campaign: "" };
const LINKEDIN = { source: "linkedin", medium: "social", campaign: "fall-hiring" };

test("a landing's UTM values win over its referrer; a referrer alone is a referral by host", () => {
  expect(touchOf({ ...LINKEDIN, referrer: "www.google.com" })).toEqual(LINKEDIN);
  expect(touchOf({ ...NONE, referrer: "www.google.com" })).toEqual({
    source: "google.com",
    medium: "referral",
    campaign: "",
  });
  expect(touchOf(NONE)).toBeNull();
});

test("the visit keeps its first source; the last is the latest page that had one", () => {
  const google = { source: "google.com", medium: "referral", campaign: "" };
  const first = nextVisitSource(null, LINKEDIN);
  expect(first).toEqual({ first: LINKEDIN, last: LINKEDIN });
  // A link within the site (no source) changes nothing.
  expect(nextVisitSource(first, null)).toEqual(first);
  expect(nextVisitSource(first, google)).toEqual({ first: LINKEDIN, last: google });
  expect(nextVisitSource(null, null)).toBeNull();
  expect(describeTouch(LINKEDIN)).toBe("linkedin · social · fall-hiring");
  expect(describeTouch(google)).toBe("google.com · referral");
});

test("without JavaScript the form page's own UTM values (the post's Referer, same site only) are the source", () => {
  const site = "http://localhost:3000/careers/apply/qa";
  const page =
    "http://localhost:3000/careers/apply/qa?utm_source=jobboard&utm_medium=cpc&utm_campaign=spring";
  const touch = { source: "jobboard", medium: "cpc", campaign: "spring" };
  expect(visitSourceFromReferer(page, site)).toEqual({ first: touch, last: touch });
  expect(visitSourceFromReferer("http://localhost:3000/careers/apply/qa", site)).toBeNull();
  expect(visitSourceFromReferer("https://evil.example/?utm_source=x", site)).toBeNull();
  expect(visitSourceFromReferer("not a url", site)).toBeNull();
  expect(visitSourceFromReferer(null, site)).toBeNull();
  // Bounded: a long value is cut to its limit.
  const long = visitSourceFromReferer(`http://localhost:3000/?utm_source=${"s".repeat(300)}`, site);
  expect(long?.first.source).toHaveLength(253);
});
