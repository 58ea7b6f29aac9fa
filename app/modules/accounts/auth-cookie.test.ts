import { expect, test } from "vitest";
import { hasStaffCookie } from "./auth-cookie";

test("any better-auth cookie, secure or not, marks a staff request", () => {
  expect(hasStaffCookie("__Secure-arcwell.session_token=abc")).toBe(true);
  expect(hasStaffCookie("theme=dark; arcwell.two_factor=x")).toBe(true);
  expect(hasStaffCookie("a=1;arcwell.session_token=abc")).toBe(true);
});

test("other cookies, look-alikes and no cookie at all are anonymous", () => {
  expect(hasStaffCookie(undefined)).toBe(false);
  expect(hasStaffCookie("")).toBe(false);
  expect(hasStaffCookie("__cf_bm=xyz; _ga=GA1.2")).toBe(false);
  expect(hasStaffCookie("notarcwell.session_token=abc")).toBe(false);
  expect(hasStaffCookie("x=arcwell.session_token")).toBe(false);
});
