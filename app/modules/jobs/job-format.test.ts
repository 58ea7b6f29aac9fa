import { expect, test, vi } from "vitest";
import { formatApplyBy, formatSalaryRange, type JobExtras } from "./job-format";

const NONE: JobExtras = {
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  isRemote: false,
  closingDate: null,
};

test("a salary range reads in full on the job page and compactly on cards", () => {
  const job = {
    ...NONE,
    salaryMin: 120000,
    salaryMax: 150000,
    salaryCurrency: "USD",
    salaryUnit: "YEAR" as const,
  };
  expect(formatSalaryRange(job)).toBe("$120,000 – $150,000 per year");
  expect(formatSalaryRange(job, { compact: true })).toBe("$120K–$150K/yr");
});

test("hourly rates, other currencies and single bounds", () => {
  expect(
    formatSalaryRange({
      ...NONE,
      salaryMin: 85,
      salaryMax: 95,
      salaryCurrency: "USD",
      salaryUnit: "HOUR",
    }),
  ).toBe("$85 – $95 per hour");
  expect(
    formatSalaryRange({ ...NONE, salaryMin: 60000, salaryCurrency: "EUR", salaryUnit: "YEAR" }),
  ).toBe("From €60,000 per year");
  expect(
    formatSalaryRange({ ...NONE, salaryMax: 5000, salaryUnit: "MONTH" }, { compact: true }),
  ).toBe("Up to $5K/mo");
  expect(formatSalaryRange({ ...NONE, salaryMin: 100000, salaryMax: 100000 })).toBe(
    "$100,000 per year",
  );
});

test("no salary and no closing date show nothing", () => {
  expect(formatSalaryRange(NONE)).toBeNull();
  expect(formatApplyBy(NONE)).toBeNull();
});

test("the closing date is the named calendar day", () => {
  expect(formatApplyBy({ closingDate: "2026-03-01" })).toBe("Apply by March 1, 2026");
  expect(formatApplyBy({ closingDate: "2026-03-01" }, { compact: true })).toBe(
    "Apply by Mar 1, 2026",
  );
});

test("formatting salaries makes no new number formatter once one per currency and style exists", () => {
  const job: JobExtras = { ...NONE, salaryMin: 90_000, salaryMax: 110_000, salaryCurrency: "EUR" };
  formatSalaryRange(job, { compact: true });
  formatSalaryRange(job);
  // A formatter costs ~0.5 ms to make; /careers formats two per job card on every render.
  const made = vi.spyOn(Intl, "NumberFormat");
  try {
    expect(formatSalaryRange(job, { compact: true })).toBe("€90K–€110K/yr");
    expect(formatSalaryRange(job)).toBe("€90,000 – €110,000 per year");
    expect(made).not.toHaveBeenCalled();
  } finally {
    made.mockRestore();
  }
});
