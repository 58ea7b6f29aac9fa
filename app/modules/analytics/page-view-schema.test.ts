import { expect, test } from "vitest";
import { PageViewSchema } from "./page-view-schema";

const VALID = {
  path: "/careers/job/senior-software-engineer",
  referrer: "www.LinkedIn.com",
  source: " linkedin ",
  medium: "",
  campaign: "fall",
  device: "phone",
};

test("a beacon as the script sends it is read (host lower-cased, campaign values trimmed)", () => {
  expect(PageViewSchema.parse(VALID)).toEqual({
    ...VALID,
    referrer: "www.linkedin.com",
    source: "linkedin",
  });
  expect(PageViewSchema.safeParse({ ...VALID, referrer: "" }).success).toBe(true);
  expect(PageViewSchema.safeParse({ ...VALID, referrer: "[::1]" }).success).toBe(true);
});

test.each([
  ["no path", { ...VALID, path: "" }],
  ["a path without its slash", { ...VALID, path: "careers" }],
  ["a path with a space", { ...VALID, path: "/a b" }],
  ["a path with a control character", { ...VALID, path: "/a\u0000" }],
  ["a path too long", { ...VALID, path: `/${"a".repeat(300)}` }],
  ["a full URL as referrer", { ...VALID, referrer: "https://evil.example/page" }],
  ["an unknown device", { ...VALID, device: "fridge" }],
  ["a campaign too long", { ...VALID, campaign: "c".repeat(101) }],
  ["a control character in a campaign", { ...VALID, source: "a\u0007b" }],
  ["an unknown key", { ...VALID, email: "someone@example.com" }],
  ["a missing key", { path: "/", referrer: "", source: "", medium: "", device: "phone" }],
  ["a number for a string", { ...VALID, source: 5 }],
  ["an array", [VALID]],
  ["null", null],
])("%s is malformed", (_name, input) => {
  expect(PageViewSchema.safeParse(input).success).toBe(false);
});
