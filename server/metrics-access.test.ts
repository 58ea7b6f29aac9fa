import { expect, test } from "vitest";
import { isLoopbackAddress, mayReadMetrics } from "./metrics-access";

const TOKEN = "0123456789abcdef-metrics";

test("loopback addresses are 127.0.0.0/8 and ::1, also IPv4-mapped; nothing else", () => {
  for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
    expect(isLoopbackAddress(address), address).toBe(true);
  }
  for (const address of [
    "10.0.0.1",
    "192.168.1.5",
    "::ffff:10.0.0.1",
    "fe80::1",
    "1127.0.0.1",
    "",
  ]) {
    expect(isLoopbackAddress(address), address).toBe(false);
  }
  expect(isLoopbackAddress(undefined)).toBe(false);
});

test("a direct connection from this machine may read the metrics", () => {
  expect(mayReadMetrics({ remoteAddress: "127.0.0.1", headers: {} }, undefined)).toBe(true);
  expect(mayReadMetrics({ remoteAddress: "::1", headers: {} }, TOKEN)).toBe(true);
});

test("another machine may not, token or no token configured", () => {
  expect(mayReadMetrics({ remoteAddress: "203.0.113.9", headers: {} }, undefined)).toBe(false);
  expect(mayReadMetrics({ remoteAddress: "203.0.113.9", headers: {} }, TOKEN)).toBe(false);
});

test("a proxied request is not local even though the proxy connects from loopback", () => {
  for (const headers of [
    { "x-forwarded-for": "127.0.0.1" },
    { forwarded: "for=127.0.0.1" },
    { "x-real-ip": "127.0.0.1" },
  ]) {
    expect(mayReadMetrics({ remoteAddress: "127.0.0.1", headers }, undefined)).toBe(false);
  }
});

test("the configured bearer token opens the metrics from anywhere, through a proxy too", () => {
  const headers = { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "203.0.113.9" };
  expect(mayReadMetrics({ remoteAddress: "203.0.113.9", headers }, TOKEN)).toBe(true);
  expect(
    mayReadMetrics(
      { remoteAddress: "10.0.0.2", headers: { authorization: `bearer ${TOKEN}` } },
      TOKEN,
    ),
  ).toBe(true);
});

test("a wrong token, another scheme, or a token while none is configured is refused, from loopback too", () => {
  const loopback = (authorization: string, token: string | undefined) =>
    mayReadMetrics({ remoteAddress: "127.0.0.1", headers: { authorization } }, token);
  expect(loopback(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
  expect(loopback(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
  expect(loopback(`Basic ${TOKEN}`, TOKEN)).toBe(false);
  expect(loopback("Bearer", TOKEN)).toBe(false);
  expect(loopback(`Bearer ${TOKEN}`, undefined)).toBe(false);
});
