import { z } from "zod";
import {
  checkPublishChoice,
  publishAtField,
  publishChoiceField,
  scheduledInstant,
  type PublishChoice,
} from "~/utils/publish-choice";
import { JOB_TYPES, SALARY_CURRENCIES, SALARY_UNITS } from "./job-options";
import { noControlCharacters, onlyTextControlCharacters } from "~/utils/text-rules";
import { screeningQuestionList, type ScreeningQuestionFormValues } from "./screening-questions";

/** Field limits, shared by the form (maxLength) and the server. */
export const JOB_LIMITS = {
  title: 120,
  department: 80,
  location: 120,
  description: 10_000,
  /** One responsibility or requirement. */
  listEntry: 500,
  /** Rows per list; keeps a form post well under the 100 KB body limit. */
  listEntries: 25,
  /** Whole currency units; fits the integer column with room to spare. */
  salary: 100_000_000,
} as const;

/**
 * The Add Job form's messages (spec section 5), verbatim, used on both forms
 * (one form serves add and edit), plus ours for what the spec leaves open.
 */
export const JOB_MESSAGES = {
  title: "Job title is required",
  location: "Location is required",
  type: "Job type is required",
  department: "Department is required",
  description: "Description is required",
  responsibilities: "All responsibilities must be filled",
  requirements: "All requirements must be filled",
  tooLong: (max: number) => `Must be at most ${max.toLocaleString("en-US")} characters`,
  tooManyEntries: (max: number) => `Add at most ${max} entries`,
  invalidCharacters: "Contains characters that are not allowed",
  closingDate: "Enter the closing date as a real date (YYYY-MM-DD)",
  salary: "Enter the salary as a whole number of 0 or more, without commas",
  salaryTooHigh: `Salary must be at most ${JOB_LIMITS.salary.toLocaleString("en-US")}`,
  salaryRange: "Maximum salary must be at least the minimum salary",
  salaryCurrency: "Choose the salary currency",
  salaryUnit: "Choose the pay period",
} as const;

// Single-line fields refuse every control character; the description keeps
// line breaks and tabs (it is shown with its paragraphs).

function requiredText(message: string, max: number, allowed = noControlCharacters) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, JOB_MESSAGES.tooLong(max))
    .refine(allowed, JOB_MESSAGES.invalidCharacters);
}

/**
 * A dynamic list (responsibilities, requirements). Conform turns an empty
 * input into undefined, so entries are optional here and the list as a whole
 * fails with the spec's message when any entry is blank or the list is empty.
 */
function entryList(message: string) {
  // Entries are one line each: line breaks (a pasted paragraph) become spaces.
  const entry = z
    .string()
    .trim()
    .max(JOB_LIMITS.listEntry, JOB_MESSAGES.tooLong(JOB_LIMITS.listEntry))
    .refine(onlyTextControlCharacters, JOB_MESSAGES.invalidCharacters)
    .transform((value) => value.replace(/\s+/g, " "))
    .optional();
  return z
    .array(entry, { error: message })
    .min(1, message)
    .max(JOB_LIMITS.listEntries, JOB_MESSAGES.tooManyEntries(JOB_LIMITS.listEntries))
    .refine((entries) => entries.every((value) => Boolean(value)), message)
    .transform((entries) => entries.filter((value): value is string => Boolean(value)));
}

const salaryAmount = z
  .number({ error: JOB_MESSAGES.salary })
  .int(JOB_MESSAGES.salary)
  .min(0, JOB_MESSAGES.salary)
  .max(JOB_LIMITS.salary, JOB_MESSAGES.salaryTooHigh)
  .optional();

/**
 * The job form, for create and edit alike. date_posted and the id are never
 * part of it: the system sets them at creation.
 */
export const JobSchema = z
  .object({
    title: requiredText(JOB_MESSAGES.title, JOB_LIMITS.title),
    department: requiredText(JOB_MESSAGES.department, JOB_LIMITS.department),
    location: requiredText(JOB_MESSAGES.location, JOB_LIMITS.location),
    type: z.enum(JOB_TYPES, { error: JOB_MESSAGES.type }),
    description: requiredText(
      JOB_MESSAGES.description,
      JOB_LIMITS.description,
      onlyTextControlCharacters,
    ),
    responsibilities: entryList(JOB_MESSAGES.responsibilities),
    requirements: entryList(JOB_MESSAGES.requirements),
    /** Open now, open by itself at opensAt, or keep it off the careers page. */
    publish: publishChoiceField,
    /** The opening time on the company's clock ("2026-11-26T09:00"), used only by a schedule. */
    opensAt: publishAtField,
    // Additional details (optional): what job boards and search engines show.
    closingDate: z.iso
      .date({ error: JOB_MESSAGES.closingDate })
      // The calendar (and the database) has no year 0: "0000-01-01" is no date.
      .refine((date) => !date.startsWith("0000-"), { error: JOB_MESSAGES.closingDate })
      .optional(),
    isRemote: z.boolean().default(false),
    salaryMin: salaryAmount,
    salaryMax: salaryAmount,
    salaryCurrency: z.enum(SALARY_CURRENCIES, { error: JOB_MESSAGES.salaryCurrency }).optional(),
    salaryUnit: z.enum(SALARY_UNITS, { error: JOB_MESSAGES.salaryUnit }).optional(),
    /** Asked on the apply form (decision 043): `questions[0].text`… */
    questions: screeningQuestionList,
  })
  .superRefine(checkSalary, {
    // Run even while other fields are wrong (a blank title must not hide a
    // salary mistake), but only once the salary fields themselves parsed.
    when: ({ issues }) => !issues.some((issue) => SALARY_FIELDS.has(String(issue.path?.[0]))),
  })
  .superRefine((job, context) =>
    checkPublishChoice({ publish: job.publish, at: job.opensAt }, context, "opensAt"),
  );

/** Whether the saved job is on the careers page at once. */
export function opensNow(input: { publish: PublishChoice }): boolean {
  return input.publish === "now";
}

/** When a saved job opens by itself: only a scheduled one. */
export function scheduledOpening(input: Pick<JobInput, "publish" | "opensAt">): Date | null {
  return scheduledInstant({ publish: input.publish, at: input.opensAt });
}

export type JobInput = z.infer<typeof JobSchema>;

const SALARY_FIELDS = new Set(["salaryMin", "salaryMax", "salaryCurrency", "salaryUnit"]);

/** The pay range rules that involve more than one field. */
function checkSalary(
  job: {
    salaryMin?: number;
    salaryMax?: number;
    salaryCurrency?: string;
    salaryUnit?: string;
  },
  context: z.RefinementCtx,
) {
  const hasSalary = job.salaryMin !== undefined || job.salaryMax !== undefined;
  if (job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMax < job.salaryMin) {
    context.addIssue({ code: "custom", path: ["salaryMax"], message: JOB_MESSAGES.salaryRange });
  }
  if (hasSalary && !job.salaryCurrency) {
    context.addIssue({
      code: "custom",
      path: ["salaryCurrency"],
      message: JOB_MESSAGES.salaryCurrency,
    });
  }
  if (hasSalary && !job.salaryUnit) {
    context.addIssue({ code: "custom", path: ["salaryUnit"], message: JOB_MESSAGES.salaryUnit });
  }
}

/** The form's lists: sent as `responsibilities[0]`, `responsibilities[1]`… (app/utils/form.server.ts). */
const JOB_LIST_FIELDS = ["responsibilities", "requirements"] as const;

/** How the form's fields arrive (readForm): the lists, and the questions as `questions[0].text`. */
export const JOB_FORM_SHAPE = { lists: JOB_LIST_FIELDS, objectLists: ["questions"] } as const;

/** The list's row actions (toggle and delete), posted as hidden fields. */
export const JobRowActionSchema = z.object({
  intent: z.enum(["activate", "deactivate", "delete"]),
  jobId: z.string().trim().min(1).max(200),
});

/** The form's values as its inputs hold them, for a new or an existing job. */
export type JobFormValues = {
  [Key in Exclude<keyof JobInput, "questions">]-?: JobInput[Key] extends boolean
    ? boolean
    : JobInput[Key] extends string[]
      ? string[]
      : string;
} & { questions: ScreeningQuestionFormValues[] };

/** The form's starting values for a new job. */
export const NEW_JOB_DEFAULTS: JobFormValues = {
  title: "",
  department: "",
  location: "",
  type: "Full-time",
  description: "",
  responsibilities: [""],
  requirements: [""],
  publish: "now",
  opensAt: "",
  closingDate: "",
  isRemote: false,
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "USD",
  salaryUnit: "YEAR",
  questions: [],
};
