import { SALARY_UNITS } from "~/db/enums";

/** Job types: the union of the spec's add and edit lists (one form serves both). */
export const JOB_TYPES = [
  "Full-time",
  "Part-time",
  "Contract",
  "Temporary",
  "Freelance",
  "Internship",
] as const;

export type JobType = (typeof JOB_TYPES)[number];

/** The Add form's department suggestions (spec section 9). */
export const SUGGESTED_DEPARTMENTS = [
  "Engineering",
  "Data Science",
  "Cloud Infrastructure",
  "Product",
  "Design",
  "Marketing",
  "Sales",
  "HR",
  "Finance",
] as const;

/** Pay periods, as schema.org's QuantitativeValue unitText expects them. */
export { SALARY_UNITS };
export type SalaryUnit = (typeof SALARY_UNITS)[number];

export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = {
  HOUR: "per hour",
  DAY: "per day",
  WEEK: "per week",
  MONTH: "per month",
  YEAR: "per year",
};

/** ISO 4217 codes offered for salaries; USD is the default. */
export const SALARY_CURRENCIES = ["USD", "CAD", "EUR", "GBP", "INR"] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
