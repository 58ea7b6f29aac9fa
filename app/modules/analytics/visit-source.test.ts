import { expect, test } from "vitest";
import { describeTouch, nextVisitSource, touchOf, VISIT_SOURCE_FIELDS } from "./visit-source";
import {
  readVisitSource,
  visitSourceFromForm,
  visitSourceFromReferer,
} from "./visit-source-schema";

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

function form(first?: string, last?: string) {
  const data = new FormData();
  if (first !== undefined) data.set(VISIT_SOURCE_FIELDS.first, first);
  if (last !== undefined) data.set(VISIT_SOURCE_FIELDS.last, last);
  return data;
}

test("the hidden fields are read as the script fills them; one alone stands for both", () => {
  const google = { source: "google.com", medium: "referral", campaign: "" };
  expect(visitSourceFromForm(form(JSON.stringify(LINKEDIN), JSON.stringify(google)))).toEqual({
    first: LINKEDIN,
    last: google,
  });
  expect(visitSourceFromForm(form("", JSON.stringify(google)))).toEqual({
    first: google,
    last: google,
  });
  expect(visitSourceFromForm(form())).toBeNull();
  expect(visitSourceFromForm(form("", ""))).toBeNull();
});

test.each([
  ["not JSON", "linkedin"],
  ["JSON of another shape", JSON.stringify({ source: "x", medium: "y", campaign: "z", extra: 1 })],
  ["no source", JSON.stringify({ source: "", medium: "social", campaign: "" })],
  ["a value too long", JSON.stringify({ ...LINKEDIN, campaign: "c".repeat(101) })],
  ["a control character", JSON.stringify({ ...LINKEDIN, source: "link\u0000edin" })],
  ["a field far too long", "x".repeat(5000)],
  ["an array", JSON.stringify([LINKEDIN])],
  ["null", "null"],
])("a bad value (%s) is dropped, never an error", (_, value) => {
  expect(visitSourceFromForm(form(value, value))).toBeNull();
  // The good one of the two still counts.
  expect(visitSourceFromForm(form(value, JSON.stringify(LINKEDIN)))).toEqual({
    first: LINKEDIN,
    last: LINKEDIN,
  });
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

test("a visitor who sends Do Not Track or Global Privacy Control is not attributed", () => {
  const fields = form(JSON.stringify(LINKEDIN), JSON.stringify(LINKEDIN));
  const request = (headers: Record<string, string>) =>
    new Request("http://localhost:3000/contact", { method: "POST", headers });
  expect(readVisitSource(request({}), fields)).toEqual({ first: LINKEDIN, last: LINKEDIN });
  expect(readVisitSource(request({ dnt: "1" }), fields)).toBeNull();
  expect(readVisitSource(request({ "sec-gpc": "1" }), fields)).toBeNull();
  // The fields win over the page's own address.
  const referer = "http://localhost:3000/contact?utm_source=other";
  expect(readVisitSource(request({ referer }), fields)?.first).toEqual(LINKEDIN);
  expect(readVisitSource(request({ referer }), form())?.first.source).toBe("other");
});
