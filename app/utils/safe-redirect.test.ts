import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { safeRedirectTarget } from "./safe-redirect";

const FALLBACK = "/fallback";
const check = (value: unknown) => safeRedirectTarget(value, FALLBACK);

describe("on-site paths pass, normalised", () => {
  test.each([
    ["/admin", "/admin"],
    ["/admin/settings?tab=users#users", "/admin/settings?tab=users#users"],
    ["/admin/jobs?q=a%20b&page=2", "/admin/jobs?q=a%20b&page=2"],
    ["/admin/./jobs", "/admin/jobs"],
    ["/admin/../careers", "/careers"],
    ["/blog/caf%C3%A9", "/blog/caf%C3%A9"],
    ["/blog/café", "/blog/caf%C3%A9"],
    ["/admin?next=//evil.example", "/admin?next=//evil.example"],
    ["/admin#//evil.example", "/admin#//evil.example"],
  ])("%j → %j", (input, expected) => {
    expect(check(input)).toBe(expected);
  });
});

// Everything a browser could resolve to another origin, or that only looks local
// before normalisation (the defects of issue 12), plus the usual suspects.
const OFF_SITE = [
  "//evil.example",
  "//evil.example/admin",
  "///evil.example",
  "////evil.example",
  "/.//evil.example",
  "/./evil.example/..//evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e%2e//evil.example",
  "/%2e/%2fevil.example",
  "/%2f/evil.example",
  "/%2F%2Fevil.example",
  "/%5c/evil.example",
  "/%5Cevil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/admin\u0000",
  "/admin\n/x",
  "/admin\u2028",
  " /admin",
  "https://evil.example/",
  "http://evil.example",
  "HTTPS://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "//evil.example@site.invalid",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "%2F%2Fevil.example",
  "%2f.%2f%2fevil.example",
  "admin",
  "evil.example",
  ".",
  "..",
  "",
  `/${"a".repeat(2_001)}`,
];

describe("anything that could leave the site falls back", () => {
  test.each(OFF_SITE.map((value) => [value]))("%j", (value) => {
    expect(check(value)).toBe(FALLBACK);
  });

  test("a path that merely contains a host name stays a path on this site", () => {
    expect(check("/@evil.example")).toBe("/@evil.example");
    expect(new URL(check("/@evil.example"), "https://site.example").host).toBe("site.example");
  });

  test.each([[null], [undefined], [42], [["/admin"]], [{ toString: () => "/admin" }]])(
    "a non-string (%j) falls back",
    (value) => {
      expect(check(value)).toBe(FALLBACK);
    },
  );
});

test("property: whatever comes in, the answer resolves to the same origin everywhere", () => {
  const pieces = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2e",
    "%2f",
    "%5c",
    "%00",
    "\t",
    "\n",
    "@",
    ":",
    "?",
    "#",
    "evil.example",
    "https:",
    "javascript:",
    "admin",
  );
  const input = fc.oneof(
    fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")),
    fc.array(pieces, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.webUrl(),
  );
  fc.assert(
    fc.property(input, (value) => {
      const target = check(value);
      for (const origin of ["https://site.example", "http://127.0.0.1:3000"]) {
        expect(new URL(target, origin).origin).toBe(origin);
      }
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(target).not.toMatch(/[\\\p{Cc}]/u);
    }),
    { numRuns: 2_000 },
  );
});
