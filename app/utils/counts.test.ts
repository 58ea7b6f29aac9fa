import { describe, expect, it } from "vitest";
import { staffSources } from "../../tests/helpers/staff-sources";
import { countNoun, formatCount, formatListCount, formatNumber } from "./counts";

describe("counts", () => {
  it("writes a count with the noun's plural and grouped digits", () => {
    expect(formatCount(0, "application")).toBe("0 applications");
    expect(formatCount(1, "application")).toBe("1 application");
    expect(formatCount(2, "inquiry")).toBe("2 inquiries");
    expect(formatCount(1234, "entry")).toBe("1,234 entries");
    expect(formatCount(1, "failed email")).toBe("1 failed email");
    expect(countNoun(1, "entry")).toBe("entry");
    expect(formatNumber(45000)).toBe("45,000");
  });

  it("gives a list its count, and the range when it has more than one page", () => {
    expect(formatListCount({ total: 3, noun: "job", first: 1, shown: 3 })).toBe("3 jobs");
    expect(formatListCount({ total: 0, noun: "job", first: 1, shown: 0 })).toBe("0 jobs");
    expect(formatListCount({ total: 45, noun: "job", first: 1, shown: 20 })).toBe(
      "1–20 of 45 jobs",
    );
    expect(formatListCount({ total: 1201, noun: "entry", first: 1201, shown: 1 })).toBe(
      "1,201 of 1,201 entries",
    );
  });
});

// Issue 29 item 23: the staff area said "Showing 1–2 of 2 matching jobs",
// "12 posts · page 1 of 2", "1,234 entries, page 1 of 62", "No entries" and
// "3 failed emails." — each list its own wording and its own plural. Counts
// there go through utils/counts.ts only.
const OLD_PATTERNS: [string, RegExp][] = [
  ["a plural made by hand (n === 1 ? …)", /[!=]==\s*1\s*\?\s*(["'`]|one\b|many\b|\w+\[[01]\])/],
  ["a number formatted in place", /\.toLocaleString\(|new Intl\.(NumberFormat|PluralRules)/],
  ['"Showing …" (the list count is "1–20 of 45 jobs")', /\bShowing(\{|\s+(\{|\$\{|\d|the \{))/],
  ['"page N of M" beside a count', /\bpage \$?\{\w+\} of\b/],
  [
    '"Total: N" or a count in brackets',
    /Total:|\(\{?\$?\{\w+(\.\w+)*(\.length|[cC]ount|total)\}\}?\)/,
  ],
  ['"N results"', /\d+ results?\b|\} results?\b/],
];

it("every count in the staff area goes through the count helpers", () => {
  const offenders: string[] = [];
  for (const { file, text } of staffSources()) {
    for (const [what, pattern] of OLD_PATTERNS) {
      const match = pattern.exec(text);
      if (match) offenders.push(`${file}: ${what}: ${match[0]}`);
    }
  }
  expect(offenders).toEqual([]);
});
