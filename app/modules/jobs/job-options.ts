/** Job types (DESIGN departure 5: the union of the spec's add and edit lists). */
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
