import { expect, test } from "vitest";
import { loginPathFor, safeRedirectPath } from "./safe-redirect";

test.each([
  ["/admin/settings", "/admin/settings"],
  ["/admin/settings?tab=users#users", "/admin/settings?tab=users#users"],
  ["//evil.example/admin", "/admin"],
  ["/\\evil.example", "/admin"],
  ["https://evil.example/", "/admin"],
  ["javascript:alert(1)", "/admin"],
  ["admin", "/admin"],
  ["/admin\n/x", "/admin"],
  ["", "/admin"],
  [null, "/admin"],
])("safeRedirectPath(%j) → %j", (input, expected) => {
  expect(safeRedirectPath(input)).toBe(expected);
});

test("the sign-in redirect keeps the page, not React Router's data URL", () => {
  const page = new Request("http://localhost/admin/settings?x=1");
  expect(loginPathFor(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fsettings%3Fx%3D1");
  const data = new Request("http://localhost/admin/settings.data?_routes=routes%2Fadmin%2Flayout");
  expect(loginPathFor(data)).toBe("/admin/login?redirectTo=%2Fadmin%2Fsettings");
  expect(loginPathFor(new Request("http://localhost/admin"))).toBe("/admin/login");
});
