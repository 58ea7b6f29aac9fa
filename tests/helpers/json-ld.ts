import { expect } from "vitest";

/** Fails on any null, undefined, blank string, empty array or empty object, anywhere. */
export function expectNothingEmpty(value: unknown, path = "$"): void {
  expect(value, path).not.toBeNull();
  expect(value, path).not.toBeUndefined();
  if (typeof value === "string") expect(value.trim(), path).not.toBe("");
  if (Array.isArray(value)) {
    expect(value.length, path).toBeGreaterThan(0);
    value.forEach((item, index) => expectNothingEmpty(item, `${path}[${index}]`));
  } else if (value && typeof value === "object") {
    const keys = Object.keys(value).filter((key) => !key.startsWith("@") || key === "@id");
    expect(keys.length, path).toBeGreaterThan(0);
    for (const [key, item] of Object.entries(value)) expectNothingEmpty(item, `${path}.${key}`);
  }
}

/** An absolute http(s) URL on the given origin. */
export function expectUrlOn(origin: string, value: unknown) {
  expect(typeof value).toBe("string");
  expect(new URL(value as string).origin).toBe(origin);
}

/** A date-time string that parses, with a time zone. */
export function expectIsoDateTime(value: unknown) {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}
