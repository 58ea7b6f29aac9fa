import { expect, test } from "vitest";
import { REDIRECT_MESSAGES } from "./redirect-limits";
import {
  normalizePath,
  redirectConflict,
  redirectLocation,
  RedirectSchema,
  type RedirectLink,
} from "./redirect-schema";

function errors(input: Record<string, unknown>) {
  const parsed = RedirectSchema.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "");
    (found[key] ??= []).push(issue.message);
  }
  return found;
}

test("a good redirect parses, with both addresses normalized", () => {
  expect(RedirectSchema.parse({ from: " /Old%20Page/ ", to: "/services/", status: "301" })).toEqual(
    {
      from: "/Old%20Page",
      to: "/services",
      status: 301,
    },
  );
  expect(
    RedirectSchema.parse({ from: "/go", to: "https://example.com/a?b=1#c", status: "302" }),
  ).toEqual({ from: "/go", to: "https://example.com/a?b=1#c", status: 302 });
  expect(RedirectSchema.parse({ from: "/a/../b", to: "/c?x=1", status: "301" })).toMatchObject({
    from: "/b",
    to: "/c?x=1",
  });
});

test.each([
  ["", REDIRECT_MESSAGES.fromRequired],
  ["old-page", REDIRECT_MESSAGES.notAPath],
  ["//evil.example/x", REDIRECT_MESSAGES.doubleSlash],
  ["/a//b", REDIRECT_MESSAGES.doubleSlash],
  ["https://arcwell.example/old", REDIRECT_MESSAGES.hasScheme],
  ["javascript:alert(1)", REDIRECT_MESSAGES.hasScheme],
  ["/old?utm=1", REDIRECT_MESSAGES.fromHasQuery],
  ["/old#part", REDIRECT_MESSAGES.fromHasQuery],
  ["/old page\n", REDIRECT_MESSAGES.badCharacters],
  ["/a\\b", REDIRECT_MESSAGES.badCharacters],
  [`/${"x".repeat(600)}`, REDIRECT_MESSAGES.tooLong],
])("a bad old address %j is refused", (from, message) => {
  expect(errors({ from, to: "/contact", status: "301" }).from).toEqual([message]);
});

test.each([
  ["", REDIRECT_MESSAGES.toRequired],
  ["contact", REDIRECT_MESSAGES.notAPath],
  ["//evil.example/x", REDIRECT_MESSAGES.doubleSlash],
  ["http://example.com/x", REDIRECT_MESSAGES.toNotHttps],
  ["javascript:alert(1)", REDIRECT_MESSAGES.toNotHttps],
  ["data:text/html,hi", REDIRECT_MESSAGES.toNotHttps],
  ["https://user:secret@example.com/", REDIRECT_MESSAGES.toHasCredentials],
  ["https://localhost/x", REDIRECT_MESSAGES.toNotHttps],
])("a bad new address %j is refused", (to, message) => {
  expect(errors({ from: "/old", to, status: "301" }).to).toEqual([message]);
});

test("the type is 301 or 302", () => {
  expect(errors({ from: "/old", to: "/contact", status: "307" }).status).toEqual([
    REDIRECT_MESSAGES.status,
  ]);
  expect(errors({ from: "/old", to: "/contact", status: "" }).status).toEqual([
    REDIRECT_MESSAGES.status,
  ]);
});

test("a redirect to itself is refused, however the address is spelled", () => {
  expect(errors({ from: "/old", to: "/old/?x=1", status: "301" }).to).toEqual([
    REDIRECT_MESSAGES.same,
  ]);
});

test.each([
  ["/services", "/services is a page of this site"],
  ["/Contact/", "/Contact is a page of this site"],
  ["/", "/ is a page of this site"],
  ["/sitemap.xml", "/sitemap.xml is a page of this site"],
  ["/blog/old-post", "Addresses under /blog belong to the site itself"],
  ["/careers/job/x", "Addresses under /careers belong to the site itself"],
  ["/admin", "Addresses under /admin belong to the site itself"],
  ["/p/token", "Addresses under /p belong to the site itself"],
])("the site's own address %s is refused as a source", (from, message) => {
  expect(errors({ from, to: "/contact", status: "301" }).from?.[0]).toContain(message);
});

test("a free path next to an own one is allowed (/press is not under /p, /services/old is no page)", () => {
  expect(errors({ from: "/press", to: "/contact", status: "301" })).toEqual({});
  expect(errors({ from: "/services/old", to: "/services", status: "301" })).toEqual({});
});

const existing: RedirectLink[] = [
  { id: "1", fromPath: "/a", toPath: "/b" },
  { id: "2", fromPath: "/x", toPath: "/y?ref=1" },
];

test("a target that is another redirect's source makes a chain: refused, naming it", () => {
  const conflict = redirectConflict({ from: "/n", to: "/a" }, existing);
  expect(conflict?.field).toBe("to");
  expect(conflict?.with.id).toBe("1");
  expect(conflict?.message).toContain("/a → /b");
  expect(conflict?.message).toContain("point this redirect straight at /b");
});

test("a source that another redirect points at makes a chain: refused, naming it", () => {
  const conflict = redirectConflict({ from: "/y", to: "/z" }, existing);
  expect(conflict).toMatchObject({ field: "from", with: { id: "2" } });
  expect(conflict?.message).toContain("/x → /y?ref=1");
});

test("a redirect that leads back closes a loop: refused as a loop", () => {
  const conflict = redirectConflict({ from: "/b", to: "/a" }, existing);
  expect(conflict?.field).toBe("to");
  expect(conflict?.message).toBe(
    "This would close a loop: /a → /b already sends visitors back here.",
  );
});

test("a source already taken is refused; an edit of the same redirect is not", () => {
  expect(redirectConflict({ from: "/a", to: "/c" }, existing)?.field).toBe("from");
  expect(redirectConflict({ id: "1", from: "/a", to: "/c" }, existing)).toBeNull();
  expect(redirectConflict({ from: "/n", to: "https://example.com/a" }, existing)).toBeNull();
});

test("the visitor's query is kept after the target's own and before its fragment", () => {
  expect(redirectLocation("/new", "")).toBe("/new");
  expect(redirectLocation("/new", "?a=1")).toBe("/new?a=1");
  expect(redirectLocation("/new?b=2", "?a=1")).toBe("/new?b=2&a=1");
  expect(redirectLocation("/new#top", "?a=1")).toBe("/new?a=1#top");
  expect(redirectLocation("https://example.com/?x=1#f", "?a=1")).toBe(
    "https://example.com/?x=1&a=1#f",
  );
});

test("paths are normalized the way a browser sends them", () => {
  expect(normalizePath("/Old Page/")).toBe("/Old%20Page");
  expect(normalizePath("/")).toBe("/");
  expect(normalizePath("/caf%C3%A9")).toBe("/caf%C3%A9");
  expect(normalizePath("/café")).toBe("/caf%C3%A9");
});
