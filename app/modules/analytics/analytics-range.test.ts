import { expect, test } from "vitest";
import { daysOf, parseRange, previousRange, RANGE_MESSAGES, rangeSearch } from "./analytics-range";

const TODAY = "2026-11-26";
const parse = (query: string) => parseRange(new URLSearchParams(query), TODAY);

test("presets end today; no or an unknown choice is the last 30 days", () => {
  expect(parse("range=7d").range).toEqual({ from: "2026-11-20", to: TODAY, days: 7, choice: "7d" });
  expect(parse("").range).toMatchObject({ from: "2026-10-28", days: 30, choice: "30d" });
  expect(parse("range=forever")).toEqual({ range: parse("").range, error: null });
  // The form sends the preset's own dates with it: still the preset.
  expect(parse("range=7d&from=2026-11-20&to=2026-11-26").range.choice).toBe("7d");
});

test("custom dates, chosen or just typed in, are the range", () => {
  const custom = { from: "2026-11-01", to: "2026-11-10", days: 10, choice: "custom" };
  expect(parse("range=custom&from=2026-11-01&to=2026-11-10")).toEqual({
    range: custom,
    error: null,
  });
  expect(parse("range=30d&from=2026-11-01&to=2026-11-10").range).toEqual(custom);
  expect(rangeSearch(custom)).toBe("?range=custom&from=2026-11-01&to=2026-11-10");
  expect(rangeSearch(parse("range=7d").range)).toBe("?range=7d");
});

test("a custom range that cannot be used falls back to the default, with its message", () => {
  expect(parse("range=custom&from=2026-11-10&to=2026-11-01")).toEqual({
    range: parse("").range,
    error: RANGE_MESSAGES.order,
  });
  expect(parse("range=custom&from=2026-02-30&to=2026-03-01").error).toBe(RANGE_MESSAGES.date);
  expect(parse("range=custom&from=yesterday&to=2026-03-01").error).toBe(RANGE_MESSAGES.date);
  expect(parse("range=custom&to=2026-03-01").error).toBe(RANGE_MESSAGES.date);
  expect(parse("range=custom&from=2020-01-01&to=2026-11-26").error).toBe(RANGE_MESSAGES.tooLong);
});

test("the previous period is as long and ends the day before; every day is listed", () => {
  const range = parse("range=custom&from=2026-03-01&to=2026-03-03").range;
  expect(previousRange(range)).toMatchObject({ from: "2026-02-26", to: "2026-02-28", days: 3 });
  expect(daysOf(range)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03"]);
});
