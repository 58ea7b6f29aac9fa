import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { JobSchema } from "./job-schema";
import {
  readScreeningQuestions,
  screeningQuestionFormValues,
  storedQuestion,
} from "./screening-questions";

const JOB = {
  title: "Kotlin Developer",
  department: "Engineering",
  location: "Remote (US)",
  type: "Contract",
  description: "Build things.",
  "responsibilities[0]": "Build",
  "requirements[0]": "Kotlin",
  publish: "now",
};

function parseJob(questions: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...JOB, ...questions })) {
    formData.append(name, value);
  }
  return parseWithZod(formData, { schema: JobSchema });
}

function errorsOf(questions: Record<string, string>) {
  const submission = parseJob(questions);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

test("a job without questions has none", () => {
  const submission = parseJob({});
  expect(submission.status).toBe("success");
  expect(submission.status === "success" && submission.value.questions).toEqual([]);
});

test("each kind is read from the editor's fields and stored with its own rules only", () => {
  const submission = parseJob({
    "questions[0].kind": "yes-no",
    "questions[0].text": " Are you authorised to work in the US? ",
    "questions[0].required": "on",
    "questions[0].knockoutAnswer": "no",
    // A field of another kind is ignored when stored.
    "questions[0].options": "A\nB",
    "questions[1].kind": "one-of",
    "questions[1].text": "Which schedule?",
    "questions[1].options": "Full-time\r\nPart-time\n\nWeekends only",
    "questions[1].knockoutOptions": "Weekends only",
    "questions[2].id": "keepme",
    "questions[2].kind": "number",
    "questions[2].text": "Years of Kotlin?",
    "questions[2].min": "3",
    "questions[2].knockoutOutside": "on",
    "questions[3].kind": "short-text",
    "questions[3].text": "Notice period?",
  });
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  const stored = submission.value.questions.map((q, index) => storedQuestion(q, `q${index}`));
  expect(stored).toEqual([
    {
      id: "q0",
      kind: "yes-no",
      text: "Are you authorised to work in the US?",
      required: true,
      options: [],
      knockoutAnswer: "no",
      knockoutOptions: [],
      min: null,
      max: null,
      knockoutOutside: false,
    },
    {
      id: "q1",
      kind: "one-of",
      text: "Which schedule?",
      required: false,
      options: ["Full-time", "Part-time", "Weekends only"],
      knockoutAnswer: null,
      knockoutOptions: ["Weekends only"],
      min: null,
      max: null,
      knockoutOutside: false,
    },
    {
      id: "q2",
      kind: "number",
      text: "Years of Kotlin?",
      required: false,
      options: [],
      knockoutAnswer: null,
      knockoutOptions: [],
      min: 3,
      max: null,
      knockoutOutside: true,
    },
    {
      id: "q3",
      kind: "short-text",
      text: "Notice period?",
      required: false,
      options: [],
      knockoutAnswer: null,
      knockoutOptions: [],
      min: null,
      max: null,
      knockoutOutside: false,
    },
  ]);
  expect(submission.value.questions[2]!.id).toBe("keepme");
  // What is stored reads back, and the editor shows it as it was written.
  expect(readScreeningQuestions(stored)).toEqual(stored);
  expect(screeningQuestionFormValues(stored[1]!).options).toBe(
    "Full-time\nPart-time\nWeekends only",
  );
});

test("each question field has its own message", () => {
  const errors = errorsOf({
    "questions[0].kind": "yes-no",
    "questions[0].text": "",
    "questions[1].kind": "one-of",
    "questions[1].text": "Which?",
    "questions[1].options": "Only one",
    "questions[2].kind": "one-of",
    "questions[2].text": "Which?",
    "questions[2].options": "A\nB",
    "questions[2].knockoutOptions": "C",
    "questions[3].kind": "number",
    "questions[3].text": "How many?",
    "questions[3].min": "10",
    "questions[3].max": "2",
    "questions[4].kind": "number",
    "questions[4].text": "How many?",
    "questions[4].knockoutOutside": "on",
    "questions[5].kind": "one-of",
    "questions[5].text": "Which?",
    "questions[5].options": "A\nA",
    "questions[6].kind": "one-of",
    "questions[6].text": "Which?",
    "questions[6].options": "A\nB",
    "questions[6].knockoutOptions": "A\nB",
  });
  expect(errors).toEqual({
    "questions[0].text": ["Write the question"],
    "questions[1].options": ["Give at least two options, one per line"],
    "questions[2].knockoutOptions": [
      "Each knockout answer must be one of the options above, as written there",
    ],
    "questions[3].max": ["The maximum must be at least the minimum"],
    "questions[4].knockoutOutside": ["Give a minimum or a maximum for the knockout"],
    "questions[5].options": ["Each option must be different"],
    "questions[6].knockoutOptions": ["At least one option must not knock out"],
  });
});

test("at most ten questions, and an unknown kind is refused", () => {
  const eleven = Object.fromEntries(
    Array.from({ length: 11 }, (_, index) => [
      [`questions[${index}].kind`, "short-text"],
      [`questions[${index}].text`, `Question ${index}?`],
    ]).flat(),
  );
  expect(errorsOf(eleven).questions).toEqual(["Add at most 10 questions"]);
  expect(
    errorsOf({ "questions[0].kind": "essay", "questions[0].text": "Why?" })["questions[0].kind"],
  ).toBeDefined();
});

test("an unreadable stored list counts as no questions", () => {
  expect(readScreeningQuestions(null)).toEqual([]);
  expect(readScreeningQuestions([{ id: "x", kind: "essay" }])).toEqual([]);
  expect(readScreeningQuestions("[]")).toEqual([]);
});
