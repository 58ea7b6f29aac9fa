// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";
import { noControlCharacters, onlyTextControlCharacters } from "~/utils/text-rules";
import { asksSalaryHistory, SALARY_HISTORY_MESSAGE } from "./salary-history";

/**
 * Screening questions on a job (issue 30 item 4, decision 043): what kinds
 * there are, how a recruiter writes one in the job editor, and the stored
 * shape the jobs row's jsonb column is checked against on every read.
 */

export const SCREENING_KINDS = ["yes-no", "one-of", "number", "short-text"] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = {
  "yes-no": "Yes / no",
  "one-of": "One of several",
  number: "Number",
  "short-text": "Short text",
};

/** Limits shared by the editor's fields (maxLength), the apply form and both schemas. */
export const SCREENING_LIMITS = {
  /** Questions per job; keeps the apply form short and its post small. */
  questions: 10,
  /** The question as the candidate reads it. */
  text: 200,
  /** Options of a one-of question. */
  options: 10,
  option: 80,
  /** The candidate's answer to a short-text question. */
  answer: 200,
  /** Bounds of a number question and its answers. */
  number: 1_000_000_000,
} as const;

export const YES_NO_ANSWERS = ["yes", "no"] as const;
export const YES_NO_LABELS: Record<(typeof YES_NO_ANSWERS)[number], string> = {
  yes: "Yes",
  no: "No",
};

export const SCREENING_EDITOR_MESSAGES = {
  text: "Write the question",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidCharacters: "Contains characters that are not allowed",
  tooManyQuestions: `Add at most ${SCREENING_LIMITS.questions} questions`,
  options: "Give at least two options, one per line",
  tooManyOptions: `Give at most ${SCREENING_LIMITS.options} options`,
  optionTooLong: `Each option must be at most ${SCREENING_LIMITS.option} characters`,
  duplicateOption: "Each option must be different",
  knockoutOption: "Each knockout answer must be one of the options above, as written there",
  knockoutAllOptions: "At least one option must not knock out",
  number: "Enter a number without commas",
  numberRange: `Enter a number between -${SCREENING_LIMITS.number.toLocaleString("en-US")} and ${SCREENING_LIMITS.number.toLocaleString("en-US")}`,
  minAboveMax: "The maximum must be at least the minimum",
  knockoutNeedsLimit: "Give a minimum or a maximum for the knockout",
} as const;

const optionText = z.string().trim().min(1).max(SCREENING_LIMITS.option);
const boundary = z.number().min(-SCREENING_LIMITS.number).max(SCREENING_LIMITS.number);

/** One question as stored on the job (jsonb) and read back. */
export const ScreeningQuestionSchema = z.object({
  /** Stable across edits: names the apply form's field. */
  id: z.string().regex(/^[a-z0-9]{1,16}$/),
  kind: z.enum(SCREENING_KINDS),
  text: z.string().min(1).max(SCREENING_LIMITS.text),
  required: z.boolean(),
  /** one-of: the choices, in order. */
  options: z.array(optionText).max(SCREENING_LIMITS.options).default([]),
  /** yes-no: the answer that flags the application. */
  knockoutAnswer: z.enum(YES_NO_ANSWERS).nullable().default(null),
  /** one-of: the options that flag the application. */
  knockoutOptions: z.array(optionText).max(SCREENING_LIMITS.options).default([]),
  /** number: the range asked for. */
  min: boundary.nullable().default(null),
  max: boundary.nullable().default(null),
  /** number: outside the range flags the application instead of refusing the answer. */
  knockoutOutside: z.boolean().default(false),
});

export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>;

export const ScreeningQuestionsSchema = z
  .array(ScreeningQuestionSchema)
  .max(SCREENING_LIMITS.questions);

/**
 * A job row's questions; anything unreadable counts as none (never a broken
 * apply page). A question about pay history saved before the editor refused
 * them is left out: the apply form never asks it.
 */
export function readScreeningQuestions(stored: unknown): ScreeningQuestion[] {
  const parsed = ScreeningQuestionsSchema.safeParse(stored ?? []);
  return parsed.success ? parsed.data.filter((question) => !asksSalaryHistory(question.text)) : [];
}

/** Lines of a textarea: one option each, blank lines dropped. */
function lines(value: string | undefined): string[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const optionalNumber = z
  .number({ error: SCREENING_EDITOR_MESSAGES.number })
  .min(-SCREENING_LIMITS.number, SCREENING_EDITOR_MESSAGES.numberRange)
  .max(SCREENING_LIMITS.number, SCREENING_EDITOR_MESSAGES.numberRange)
  .optional();

const optionLines = z
  .string()
  .max(SCREENING_LIMITS.options * (SCREENING_LIMITS.option + 2))
  .refine(onlyTextControlCharacters, SCREENING_EDITOR_MESSAGES.invalidCharacters)
  .optional();

/**
 * One question as the job editor sends it (`questions[0].text`…). The kind is
 * chosen with the Add button and kept in a hidden field, so the editor shows
 * only that kind's fields, with or without JavaScript. Fields of other kinds
 * are ignored when the question is stored.
 */
const ScreeningQuestionFormSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]{1,16}$/)
      .optional(),
    kind: z.enum(SCREENING_KINDS),
    text: z
      .string({ error: SCREENING_EDITOR_MESSAGES.text })
      .trim()
      .min(1, SCREENING_EDITOR_MESSAGES.text)
      .max(SCREENING_LIMITS.text, SCREENING_EDITOR_MESSAGES.tooLong(SCREENING_LIMITS.text))
      .refine(noControlCharacters, SCREENING_EDITOR_MESSAGES.invalidCharacters)
      // Pay transparency laws forbid asking for it (decision 047).
      .refine((text) => !asksSalaryHistory(text), SALARY_HISTORY_MESSAGE),
    required: z.boolean().default(false),
    options: optionLines,
    knockoutAnswer: z.enum(YES_NO_ANSWERS).optional(),
    knockoutOptions: optionLines,
    min: optionalNumber,
    max: optionalNumber,
    knockoutOutside: z.boolean().default(false),
  })
  .superRefine((question, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (question.kind === "one-of") {
      const options = lines(question.options);
      if (options.length < 2) issue("options", SCREENING_EDITOR_MESSAGES.options);
      else if (options.length > SCREENING_LIMITS.options) {
        issue("options", SCREENING_EDITOR_MESSAGES.tooManyOptions);
      } else if (options.some((option) => option.length > SCREENING_LIMITS.option)) {
        issue("options", SCREENING_EDITOR_MESSAGES.optionTooLong);
      } else if (new Set(options).size !== options.length) {
        issue("options", SCREENING_EDITOR_MESSAGES.duplicateOption);
      }
      const knockouts = lines(question.knockoutOptions);
      if (knockouts.some((option) => !options.includes(option))) {
        issue("knockoutOptions", SCREENING_EDITOR_MESSAGES.knockoutOption);
      } else if (options.length >= 2 && options.every((option) => knockouts.includes(option))) {
        issue("knockoutOptions", SCREENING_EDITOR_MESSAGES.knockoutAllOptions);
      }
    }
    if (question.kind === "number") {
      const { min, max } = question;
      if (min !== undefined && max !== undefined && max < min) {
        issue("max", SCREENING_EDITOR_MESSAGES.minAboveMax);
      }
      if (question.knockoutOutside && min === undefined && max === undefined) {
        issue("knockoutOutside", SCREENING_EDITOR_MESSAGES.knockoutNeedsLimit);
      }
    }
  });

export type ScreeningQuestionInput = z.infer<typeof ScreeningQuestionFormSchema>;

/** The editor's list of questions (none by default). */
export const screeningQuestionList = z
  .array(ScreeningQuestionFormSchema)
  .max(SCREENING_LIMITS.questions, SCREENING_EDITOR_MESSAGES.tooManyQuestions)
  .default([]);

/** A question as it is stored: only its kind's fields, with the id given. */
export function storedQuestion(input: ScreeningQuestionInput, id: string): ScreeningQuestion {
  const base = {
    id,
    kind: input.kind,
    text: input.text,
    required: input.required,
    options: [],
    knockoutAnswer: null,
    knockoutOptions: [],
    min: null,
    max: null,
    knockoutOutside: false,
  } satisfies ScreeningQuestion;
  switch (input.kind) {
    case "yes-no":
      return { ...base, knockoutAnswer: input.knockoutAnswer ?? null };
    case "one-of":
      return {
        ...base,
        options: lines(input.options),
        knockoutOptions: lines(input.knockoutOptions),
      };
    case "number":
      return {
        ...base,
        min: input.min ?? null,
        max: input.max ?? null,
        knockoutOutside: input.knockoutOutside && (input.min ?? input.max) !== undefined,
      };
    case "short-text":
      return base;
  }
}

/** The editor's values for a stored question (every field a string, as inputs hold them). */
export type ScreeningQuestionFormValues = {
  id: string;
  kind: ScreeningKind;
  text: string;
  required: boolean;
  options: string;
  knockoutAnswer: string;
  knockoutOptions: string;
  min: string;
  max: string;
  knockoutOutside: boolean;
};

export function screeningQuestionFormValues(
  question: ScreeningQuestion,
): ScreeningQuestionFormValues {
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    required: question.required,
    options: question.options.join("\n"),
    knockoutAnswer: question.knockoutAnswer ?? "",
    knockoutOptions: question.knockoutOptions.join("\n"),
    min: question.min === null ? "" : String(question.min),
    max: question.max === null ? "" : String(question.max),
    knockoutOutside: question.knockoutOutside,
  };
}

/** A new question's starting values (the Add buttons). */
export function newScreeningQuestion(kind: ScreeningKind): ScreeningQuestionFormValues {
  return {
    id: "",
    kind,
    text: "",
    required: true,
    options: "",
    knockoutAnswer: "",
    knockoutOptions: "",
    min: "",
    max: "",
    knockoutOutside: false,
  };
}
