import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import {
  applicationFormData,
  validApplicationFields,
} from "../../../tests/helpers/application-form";
import {
  ScreeningQuestionSchema,
  type ScreeningQuestion,
} from "~/modules/jobs/screening-questions";
import {
  askedQuestion,
  buildApplicationSchema,
  knockoutLabel,
  screeningAnswers,
  screeningFieldName,
} from "./screening-answers";

const question = (fields: Partial<ScreeningQuestion> & Pick<ScreeningQuestion, "id" | "kind">) =>
  ScreeningQuestionSchema.parse({ text: `Question ${fields.id}?`, required: true, ...fields });

const AUTHORISED = question({
  id: "auth",
  kind: "yes-no",
  text: "Are you authorised to work in the US?",
  knockoutAnswer: "no",
});
const SCHEDULE = question({
  id: "sched",
  kind: "one-of",
  text: "Which schedule suits you?",
  options: ["Full-time", "Part-time", "Weekends only"],
  knockoutOptions: ["Weekends only"],
});
const YEARS = question({
  id: "years",
  kind: "number",
  text: "Years of Kotlin?",
  min: 3,
  max: 40,
  knockoutOutside: true,
});
const RATE = question({ id: "rate", kind: "number", text: "Hourly rate?", min: 10, max: 500 });
const NOTICE = question({
  id: "notice",
  kind: "short-text",
  text: "Notice period?",
  required: false,
});
const QUESTIONS = [AUTHORISED, SCHEDULE, YEARS, RATE, NOTICE];

const field = (q: ScreeningQuestion) => screeningFieldName(q.id);
const GOOD_ANSWERS = {
  [field(AUTHORISED)]: "yes",
  [field(SCHEDULE)]: "Full-time",
  [field(YEARS)]: "5",
  [field(RATE)]: "80",
};

function parse(answers: Record<string, string>, questions = QUESTIONS) {
  const schema = buildApplicationSchema(questions.map(askedQuestion));
  return parseWithZod(applicationFormData(validApplicationFields(answers)), { schema });
}

function errorsOf(answers: Record<string, string>) {
  const submission = parse(answers);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function answersOf(answers: Record<string, string>) {
  const submission = parse(answers);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return screeningAnswers(QUESTIONS, submission.value as Record<string, unknown>);
}

describe("the schema built from a job's questions", () => {
  test("no questions: the plain application schema", () => {
    expect(parse({}, []).status).toBe("success");
  });

  test("each kind accepts a proper answer; an optional short text may be left out", () => {
    expect(parse(GOOD_ANSWERS).status).toBe("success");
    expect(parse({ ...GOOD_ANSWERS, [field(NOTICE)]: "Two weeks" }).status).toBe("success");
  });

  test("required questions left out are each named with a message", () => {
    expect(errorsOf({})).toEqual({
      [field(AUTHORISED)]: ["Please answer this question"],
      [field(SCHEDULE)]: ["Please answer this question"],
      [field(YEARS)]: ["Please answer this question"],
      [field(RATE)]: ["Please answer this question"],
    });
  });

  test("an answer that is not one of the choices, or not a number, is refused", () => {
    const errors = errorsOf({
      ...GOOD_ANSWERS,
      [field(AUTHORISED)]: "maybe",
      [field(SCHEDULE)]: "Nights",
      [field(YEARS)]: "five",
    });
    expect(errors[field(AUTHORISED)]).toEqual(["Choose one of the answers"]);
    expect(errors[field(SCHEDULE)]).toEqual(["Choose one of the answers"]);
    expect(errors[field(YEARS)]).toEqual(["Enter a number, without commas"]);
  });

  test("a number's range refuses answers unless it is a knockout range", () => {
    expect(errorsOf({ ...GOOD_ANSWERS, [field(RATE)]: "5" })[field(RATE)]).toEqual([
      "Enter 10 or more",
    ]);
    expect(errorsOf({ ...GOOD_ANSWERS, [field(RATE)]: "900" })[field(RATE)]).toEqual([
      "Enter 500 or less",
    ]);
    expect(parse({ ...GOOD_ANSWERS, [field(YEARS)]: "1" }).status).toBe("success");
  });

  test("a short text is bounded and one line", () => {
    const errors = errorsOf({ ...GOOD_ANSWERS, [field(NOTICE)]: "x".repeat(201) });
    expect(errors[field(NOTICE)]).toEqual(["Must be at most 200 characters"]);
  });

  test("the page never carries a knockout rule", () => {
    const asked = QUESTIONS.map(askedQuestion);
    expect(JSON.stringify(asked)).not.toMatch(/knockout/i);
    // A knockout range flags answers; it is no bound the candidate is told about.
    expect(asked.find((q) => q.id === "years")).toMatchObject({ min: null, max: null });
    expect(asked.find((q) => q.id === "rate")).toMatchObject({ min: 10, max: 500 });
  });
});

describe("knockout rules", () => {
  test("answers that break no rule are stored with the question as asked, unflagged", () => {
    const answers = answersOf({ ...GOOD_ANSWERS, [field(NOTICE)]: "Two weeks" });
    expect(answers).toEqual([
      {
        questionId: "auth",
        question: "Are you authorised to work in the US?",
        kind: "yes-no",
        answer: "Yes",
        knockout: null,
      },
      {
        questionId: "sched",
        question: "Which schedule suits you?",
        kind: "one-of",
        answer: "Full-time",
        knockout: null,
      },
      {
        questionId: "years",
        question: "Years of Kotlin?",
        kind: "number",
        answer: "5",
        knockout: null,
      },
      {
        questionId: "rate",
        question: "Hourly rate?",
        kind: "number",
        answer: "80",
        knockout: null,
      },
      {
        questionId: "notice",
        question: "Notice period?",
        kind: "short-text",
        answer: "Two weeks",
        knockout: null,
      },
    ]);
    expect(answers.map(knockoutLabel)).toEqual([null, null, null, null, null]);
  });

  test("yes/no: the knockout answer fires and says which rule", () => {
    const [auth] = answersOf({ ...GOOD_ANSWERS, [field(AUTHORISED)]: "no" });
    expect(auth!.knockout).toEqual({ rule: "answer" });
    expect(knockoutLabel(auth!)).toBe(
      "Knockout: answered No to 'Are you authorised to work in the US?'",
    );
  });

  test("one of several: a knockout option fires", () => {
    const answers = answersOf({ ...GOOD_ANSWERS, [field(SCHEDULE)]: "Weekends only" });
    expect(knockoutLabel(answers[1]!)).toBe(
      "Knockout: answered Weekends only to 'Which schedule suits you?'",
    );
  });

  test("number: below the minimum and above the maximum fire with the limit", () => {
    const low = answersOf({ ...GOOD_ANSWERS, [field(YEARS)]: "1" })[2]!;
    expect(low.knockout).toEqual({ rule: "below-min", limit: 3 });
    expect(knockoutLabel(low)).toBe(
      "Knockout: answered 1 to 'Years of Kotlin?' (below the minimum of 3)",
    );
    const high = answersOf({ ...GOOD_ANSWERS, [field(YEARS)]: "41" })[2]!;
    expect(knockoutLabel(high)).toBe(
      "Knockout: answered 41 to 'Years of Kotlin?' (above the maximum of 40)",
    );
    expect(answersOf({ ...GOOD_ANSWERS, [field(YEARS)]: "3" })[2]!.knockout).toBeNull();
  });

  test("an optional question left out fires nothing and is stored as not answered", () => {
    const optionalKnockout = question({
      id: "opt",
      kind: "yes-no",
      required: false,
      knockoutAnswer: "no",
    });
    const schema = buildApplicationSchema([askedQuestion(optionalKnockout)]);
    const submission = parseWithZod(applicationFormData(validApplicationFields()), { schema });
    expect(submission.status).toBe("success");
    const [answer] = screeningAnswers(
      [optionalKnockout],
      (submission as { value: Record<string, unknown> }).value,
    );
    expect(answer).toMatchObject({ answer: null, knockout: null });
  });
});
