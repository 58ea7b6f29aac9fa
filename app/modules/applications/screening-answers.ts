// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";
import {
  SCREENING_KINDS,
  SCREENING_LIMITS,
  YES_NO_ANSWERS,
  YES_NO_LABELS,
  type ScreeningQuestion,
} from "~/modules/jobs/screening-questions";
import { noControlCharacters } from "~/utils/text-rules";
import { ApplicationSchema } from "./application-schema";

/**
 * The apply form's screening questions (decision 043): one builder makes the
 * Zod schema from a job's questions, used by the route's action and by
 * app/browser/form-validation.ts alike; after a valid post, the answers are
 * stored with the question as asked and any knockout rule that fired.
 */

/**
 * A question as the apply page carries it: no knockout rule, so the page
 * never tells a candidate which answer flags them. A number's range is
 * there only when it refuses answers (not when it only flags them).
 */
const AskedQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{1,16}$/),
  kind: z.enum(SCREENING_KINDS),
  text: z.string().max(SCREENING_LIMITS.text),
  required: z.boolean(),
  options: z.array(z.string().max(SCREENING_LIMITS.option)).max(SCREENING_LIMITS.options),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

export type AskedQuestion = z.infer<typeof AskedQuestionSchema>;

export const AskedQuestionsSchema = z.array(AskedQuestionSchema).max(SCREENING_LIMITS.questions);

export function askedQuestion(question: ScreeningQuestion): AskedQuestion {
  const { id, kind, text, required, options, knockoutOutside } = question;
  return {
    id,
    kind,
    text,
    required,
    options,
    min: knockoutOutside ? null : question.min,
    max: knockoutOutside ? null : question.max,
  };
}

/** The apply form's field for a question: a plain name the input boundary accepts. */
export const screeningFieldName = (id: string) => `screening-${id}`;

const SCREENING_ANSWER_MESSAGES = {
  required: "Please answer this question",
  choose: "Choose one of the answers",
  number: "Enter a number, without commas",
  min: (min: number) => `Enter ${min.toLocaleString("en-US")} or more`,
  max: (max: number) => `Enter ${max.toLocaleString("en-US")} or less`,
  tooLong: `Must be at most ${SCREENING_LIMITS.answer} characters`,
  invalidCharacters: "Contains characters that are not allowed",
} as const;

function answerSchema(question: AskedQuestion): z.ZodType {
  const messages = SCREENING_ANSWER_MESSAGES;
  let schema: z.ZodType;
  switch (question.kind) {
    case "yes-no":
      schema = z.enum(YES_NO_ANSWERS, {
        error: (issue) => (issue.input === undefined ? messages.required : messages.choose),
      });
      break;
    case "one-of":
      schema =
        question.options.length > 0
          ? z.enum(question.options as [string, ...string[]], {
              error: (issue) => (issue.input === undefined ? messages.required : messages.choose),
            })
          : z.never({ error: messages.choose });
      break;
    case "number": {
      let number = z.number({
        error: (issue) => (issue.input === undefined ? messages.required : messages.number),
      });
      number = number
        .min(-SCREENING_LIMITS.number, messages.min(-SCREENING_LIMITS.number))
        .max(SCREENING_LIMITS.number, messages.max(SCREENING_LIMITS.number));
      if (question.min !== null) number = number.min(question.min, messages.min(question.min));
      if (question.max !== null) number = number.max(question.max, messages.max(question.max));
      schema = number;
      break;
    }
    case "short-text":
      schema = z
        .string({ error: messages.required })
        .trim()
        .min(1, messages.required)
        .max(SCREENING_LIMITS.answer, messages.tooLong)
        .refine(noControlCharacters, messages.invalidCharacters);
      break;
  }
  return question.required ? schema : schema.optional();
}

/**
 * The application's schema for a job with these questions (the plain one
 * when there are none). Typed as the plain one: the answers' names are only
 * known at run time, so they are read with screeningAnswers, never by name.
 */
export function buildApplicationSchema(
  questions: readonly AskedQuestion[],
): typeof ApplicationSchema {
  if (!questions.length) return ApplicationSchema;
  const extended = ApplicationSchema.extend(
    Object.fromEntries(
      questions.map((question) => [screeningFieldName(question.id), answerSchema(question)]),
    ),
  );
  return extended as unknown as typeof ApplicationSchema;
}

/** Which rule flagged an answer: the answer itself, or a number outside the range. */
type KnockoutRule =
  { rule: "answer" } | { rule: "below-min"; limit: number } | { rule: "above-max"; limit: number };

/** One answer as stored on the application: the question as the candidate read it. */
export type ScreeningAnswer = {
  questionId: string;
  question: string;
  kind: ScreeningQuestion["kind"];
  /** As shown ("Yes", the option, "4", the text); null when left out. */
  answer: string | null;
  knockout: KnockoutRule | null;
};

const ScreeningAnswerSchema: z.ZodType<ScreeningAnswer> = z.object({
  questionId: z.string(),
  question: z.string(),
  kind: z.enum(SCREENING_KINDS),
  answer: z.string().nullable(),
  knockout: z
    .discriminatedUnion("rule", [
      z.object({ rule: z.literal("answer") }),
      z.object({ rule: z.literal("below-min"), limit: z.number() }),
      z.object({ rule: z.literal("above-max"), limit: z.number() }),
    ])
    .nullable(),
});

/** An application row's answers; anything unreadable counts as none. */
export function readScreeningAnswers(stored: unknown): ScreeningAnswer[] {
  const parsed = z.array(ScreeningAnswerSchema).safeParse(stored ?? []);
  return parsed.success ? parsed.data : [];
}

function knockoutOf(question: ScreeningQuestion, value: unknown): KnockoutRule | null {
  if (value === undefined) return null;
  switch (question.kind) {
    case "yes-no":
      return question.knockoutAnswer !== null && value === question.knockoutAnswer
        ? { rule: "answer" }
        : null;
    case "one-of":
      return question.knockoutOptions.includes(String(value)) ? { rule: "answer" } : null;
    case "number": {
      if (!question.knockoutOutside || typeof value !== "number") return null;
      if (question.min !== null && value < question.min) {
        return { rule: "below-min", limit: question.min };
      }
      if (question.max !== null && value > question.max) {
        return { rule: "above-max", limit: question.max };
      }
      return null;
    }
    case "short-text":
      return null;
  }
}

function shown(question: ScreeningQuestion, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (question.kind === "yes-no") return YES_NO_LABELS[value as "yes" | "no"] ?? String(value);
  return String(value);
}

/**
 * The answers of a parsed application (made with buildApplicationSchema from
 * these questions), each with the rule it broke, if any. A knockout never
 * refuses an application: it is stored and flagged for a person to judge.
 */
export function screeningAnswers(
  questions: readonly ScreeningQuestion[],
  values: Record<string, unknown>,
): ScreeningAnswer[] {
  return questions.map((question) => {
    const value = values[screeningFieldName(question.id)];
    return {
      questionId: question.id,
      question: question.text,
      kind: question.kind,
      answer: shown(question, value),
      knockout: knockoutOf(question, value),
    };
  });
}

/** "Knockout: answered No to 'Are you authorised to work in the US?'" (+ the range, for a number). */
export function knockoutLabel(answer: ScreeningAnswer): string | null {
  if (!answer.knockout) return null;
  const said = `Knockout: answered ${answer.answer ?? ""} to '${answer.question}'`;
  switch (answer.knockout.rule) {
    case "answer":
      return said;
    case "below-min":
      return `${said} (below the minimum of ${answer.knockout.limit.toLocaleString("en-US")})`;
    case "above-max":
      return `${said} (above the maximum of ${answer.knockout.limit.toLocaleString("en-US")})`;
  }
}
