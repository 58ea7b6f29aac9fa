import { expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { collectPageView } from "./collect.server";
import { readVisitSource, visitSourceOf } from "./visit-lookup.server";

setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const NOW = new Date();
const LINKEDIN = { source: "linkedin", medium: "social", campaign: "fall-hiring" };
const GOOGLE = { source: "google.com", medium: "referral", campaign: "" };

function view(ip: string, page: Record<string, string>, now = NOW) {
  return collectPageView({
    body: JSON.stringify({
      path: "/",
      referrer: "",
      source: "",
      medium: "",
      campaign: "",
      device: "desktop",
      ...page,
    }),
    ip,
    userAgent: FIREFOX,
    optedOut: false,
    now,
  });
}

const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/contact", {
    method: "POST",
    headers: { "user-agent": FIREFOX, ...headers },
  });

test("a form's sources are the first and last source of the sender's visit today, as its page views counted them", async () => {
  const ip = "198.51.100.10";
  await view(ip, { path: "/", ...LINKEDIN });
  await view(ip, { path: "/careers" }); // a link within the site: no source
  await view(ip, { path: "/blog", referrer: "www.google.com" });
  await view(ip, { path: "/contact" });
  // Unflushed views (still in the batch) count too.
  expect(await visitSourceOf({ ip, userAgent: FIREFOX, now: NOW })).toEqual({
    first: LINKEDIN,
    last: GOOGLE,
  });
  expect(await readVisitSource(post({}), ip)).toEqual({ first: LINKEDIN, last: GOOGLE });
  // Another address or browser is another visitor; yesterday's views are another day's hash.
  expect(await readVisitSource(post({}), "198.51.100.11")).toBeNull();
  expect(await visitSourceOf({ ip, userAgent: "Other/1.0", now: NOW })).toBeNull();
  const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
  expect(await visitSourceOf({ ip, userAgent: FIREFOX, now: tomorrow })).toBeNull();
});

test("without page views (no JavaScript) the form page's own UTM values count; a visitor who asked not to be measured is not attributed", async () => {
  const ip = "198.51.100.20";
  const referer = "http://localhost:3000/careers/job/qa?utm_source=jobboard&utm_medium=cpc";
  const jobboard = { source: "jobboard", medium: "cpc", campaign: "" };
  expect(await readVisitSource(post({ referer }), ip)).toEqual({ first: jobboard, last: jobboard });
  expect(await readVisitSource(post({}), ip)).toBeNull();

  await view(ip, { ...LINKEDIN });
  // The visit's views win over the form page's address.
  expect((await readVisitSource(post({ referer }), ip))?.first).toEqual(LINKEDIN);
  expect(await readVisitSource(post({ dnt: "1" }), ip)).toBeNull();
  expect(await readVisitSource(post({ "sec-gpc": "1" }), ip)).toBeNull();
});
