import { describe, expect, test } from "vitest";
import {
  businessDaysBetween,
  companyDay,
  DAY_MS,
  isPastTarget,
  overdueCutoff,
} from "./business-days";

// New York wall-clock times (EST is UTC-5 in November and December 2026).
const ny = (local: string, offset = "-05:00") => new Date(`${local}${offset}`);

describe("business days", () => {
  test("Saturday and Sunday do not count", () => {
    expect(businessDaysBetween(ny("2026-11-27T12:00"), ny("2026-11-30T12:00"))).toBe(1);
    expect(businessDaysBetween(ny("2026-11-28T09:00"), ny("2026-11-29T18:00"))).toBe(0);
    expect(businessDaysBetween(ny("2026-11-23T00:00"), ny("2026-12-07T00:00"))).toBe(10);
    expect(businessDaysBetween(ny("2026-11-30T12:00"), ny("2026-11-27T12:00"))).toBe(0);
  });

  test("received on a Monday: five business days run to the next Monday, same time", () => {
    const received = ny("2026-11-23T10:00");
    expect(isPastTarget(received, ny("2026-11-30T09:59"), 5)).toBe(false);
    expect(isPastTarget(received, ny("2026-11-30T10:00"), 5)).toBe(false);
    expect(isPastTarget(received, ny("2026-11-30T10:01"), 5)).toBe(true);
  });

  test("received on a Friday afternoon: due the next Friday afternoon", () => {
    const received = ny("2026-11-27T17:00");
    expect(isPastTarget(received, ny("2026-12-04T16:59"), 5)).toBe(false);
    expect(isPastTarget(received, ny("2026-12-04T17:01"), 5)).toBe(true);
  });

  test("received on a Saturday: the clock starts on Monday, so it is past only after the next weekend", () => {
    const received = ny("2026-11-28T12:00");
    expect(isPastTarget(received, ny("2026-12-04T23:59"), 5)).toBe(false);
    expect(isPastTarget(received, ny("2026-12-06T20:00"), 5)).toBe(false);
    expect(isPastTarget(received, ny("2026-12-07T00:01"), 5)).toBe(true);
  });

  test("a daylight-saving change in between moves nothing on the wall clock", () => {
    // DST starts on Sunday 8 March 2026; the deadline is 09:00 New York time either way.
    const received = ny("2026-03-06T09:00");
    expect(isPastTarget(received, ny("2026-03-13T08:59", "-04:00"), 5)).toBe(false);
    expect(isPastTarget(received, ny("2026-03-13T09:01", "-04:00"), 5)).toBe(true);
  });

  test("the cutoff answers exactly like isPastTarget, for any received time and target", () => {
    let seed = 30;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const start = ny("2026-01-01T00:00").getTime();
    for (let i = 0; i < 2_000; i += 1) {
      const now = new Date(start + Math.floor(random() * 330 * DAY_MS));
      const days = 1 + Math.floor(random() * 12);
      // Half of them within an hour of a day boundary, where mistakes hide.
      const back =
        random() < 0.5
          ? Math.floor(random() * 20 * DAY_MS)
          : Math.round(random() * 20) * DAY_MS + Math.floor((random() - 0.5) * 2 * 3_600_000);
      const received = new Date(now.getTime() - back);
      const cutoff = overdueCutoff(now, days);
      expect(received < cutoff, `${received.toISOString()} ${now.toISOString()} ${days}`).toBe(
        isPastTarget(received, now, days),
      );
    }
  });

  test("the cutoff of a Monday morning reaches back over two weekends for five days", () => {
    expect(overdueCutoff(ny("2026-11-30T10:00"), 5)).toEqual(ny("2026-11-23T10:00"));
    // Whatever came in over the weekend before Monday 00:00 waits like Monday's.
    expect(overdueCutoff(ny("2026-12-07T00:00"), 5)).toEqual(ny("2026-11-28T00:00"));
  });

  test("the company day is New York's calendar day", () => {
    expect(companyDay(new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-26");
    expect(companyDay(new Date("2026-11-27T06:00:00Z"))).toBe("2026-11-27");
  });
});
