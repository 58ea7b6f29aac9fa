import { expect, test } from "vitest";
import { hydratesWith, NO_HYDRATION } from "./hydration";

// entry.server.tsx gives kept markup (ConstantMarkup) only to pages that do
// not hydrate: the deepest route that says either way decides.
test("a page hydrates unless the deepest route that says either way opts out", () => {
  expect(hydratesWith([])).toBe(true);
  expect(hydratesWith([undefined, { other: 1 }])).toBe(true);
  expect(hydratesWith([undefined, NO_HYDRATION, { pageViews: false }])).toBe(false);
  expect(hydratesWith([NO_HYDRATION, { hydrate: true }])).toBe(true);
  expect(hydratesWith([{ hydrate: true }, NO_HYDRATION])).toBe(false);
});
