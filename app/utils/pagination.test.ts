import { expect, test } from "vitest";
import { paginate } from "./pagination";

test("a page is clamped to the list, an empty list has one page", () => {
  expect(paginate(0, 25, 1)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  expect(paginate(0, 25, 9)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  expect(paginate(51, 25, 2)).toEqual({ page: 2, pageCount: 3, offset: 25 });
  expect(paginate(51, 25, 99)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  expect(paginate(50, 25, 0)).toEqual({ page: 1, pageCount: 2, offset: 0 });
});
