import { expect, test } from "vitest";
import { conversionRate } from "./dashboard-figures";

test("no applications reads 0%", () => {
  expect(conversionRate(0, 0)).toBe("0%");
});

test("a whole percent, rounded half up", () => {
  expect(conversionRate(1, 3)).toBe("33%");
  expect(conversionRate(2, 3)).toBe("67%");
  expect(conversionRate(1, 8)).toBe("13%");
  expect(conversionRate(3, 200)).toBe("2%");
  expect(conversionRate(1, 201)).toBe("0%");
  expect(conversionRate(5, 5)).toBe("100%");
});
