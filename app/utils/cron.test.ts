import { expect, test } from "vitest";
import { isValidCron } from "./cron";

test("five-field schedules with lists, ranges, steps and names are accepted", () => {
  for (const expression of [
    "30 2 * * *",
    "*/15 * * * *",
    "0 1-5/2 * * mon-fri",
    "0 3 1,15 * *",
    "5 4 * jan,jul sun",
    "0 0 * * 7",
    "  0   4 * * *  ",
  ]) {
    expect(isValidCron(expression), expression).toBe(true);
  }
});

test("wrong field counts, values out of range and malformed parts are refused", () => {
  for (const expression of [
    "",
    "daily",
    "30 2 * *",
    "0 30 2 * * *",
    "60 * * * *",
    "* 24 * * *",
    "* * 0 * *",
    "* * * 13 *",
    "* * * * 8",
    "*/0 * * * *",
    "5-1 * * * *",
    "1-2-3 * * * *",
    "1,,2 * * * *",
    "* * * foo *",
    "@daily",
  ]) {
    expect(isValidCron(expression), expression).toBe(false);
  }
});
