import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { JOB_LIMITS, JOB_MESSAGES, JobSchema, opensNow, scheduledOpening } from "./job-schema";
import { companyWallTime, companyWallTimeToInstant } from "~/utils/calendar-dates";
import { PUBLISH_CHOICE_MESSAGES } from "~/utils/publish-choice";

/** A form post as the browser sends it (lists as name[0], name[1]…). */
function post(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((entry, i) => form.append(`${name}[${i}]`, entry));
    else form.append(name, value);
  }
  return form;
}

const VALID = {
  title: "Platform Engineer",
  department: "Engineering",
  location: "Remote (US)",
  type: "Full-time",
  description: "Build the platform.\n\nSecond paragraph.",
  responsibilities: ["Run Kubernetes", "Write Terraform"],
  requirements: ["5+ years"],
  salaryCurrency: "USD",
  salaryUnit: "YEAR",
  publish: "now",
};

function parse(fields: Record<string, string | string[]>) {
  const submission = parseWithZod(post(fields), { schema: JobSchema });
  return {
    value: submission.status === "success" ? submission.value : undefined,
    errors: submission.reply().error ?? {},
  };
}

test("a complete job passes, trimmed, with the remote checkbox off unless sent", () => {
  const { value, errors } = parse({
    ...VALID,
    title: "  Platform Engineer  ",
    responsibilities: ["  Run Kubernetes ", "Write Terraform"],
  });
  expect(errors).toEqual({});
  expect(value).toMatchObject({
    title: "Platform Engineer",
    responsibilities: ["Run Kubernetes", "Write Terraform"],
    description: "Build the platform.\n\nSecond paragraph.",
    publish: "now",
    isRemote: false,
  });
  expect(parse({ ...VALID, isRemote: "on" }).value).toMatchObject({ isRemote: true });
});

test("every required field has the spec's message, also when only spaces are typed", () => {
  for (const blank of ["", "   "]) {
    const { errors } = parse({
      title: blank,
      department: blank,
      location: blank,
      type: blank,
      description: blank,
      responsibilities: [blank],
      requirements: [blank],
      publish: "now",
    });
    expect(errors).toEqual({
      title: ["Job title is required"],
      department: ["Department is required"],
      location: ["Location is required"],
      type: ["Job type is required"],
      description: ["Description is required"],
      responsibilities: ["All responsibilities must be filled"],
      requirements: ["All requirements must be filled"],
    });
  }
});

test("one blank entry anywhere in a list fails the whole list", () => {
  const { errors } = parse({
    ...VALID,
    responsibilities: ["Run Kubernetes", "   ", "Write Terraform"],
    requirements: ["5+ years", ""],
  });
  expect(errors).toEqual({
    responsibilities: [JOB_MESSAGES.responsibilities],
    requirements: [JOB_MESSAGES.requirements],
  });
});

test("a missing list (every row removed by a crafted post) fails with the list's message", () => {
  const { responsibilities: _r, requirements: _q, ...rest } = VALID;
  expect(parse(rest).errors).toEqual({
    responsibilities: [JOB_MESSAGES.responsibilities],
    requirements: [JOB_MESSAGES.requirements],
  });
});

test("the type must be one of the six types", () => {
  expect(parse({ ...VALID, type: "Freelance" }).errors).toEqual({});
  expect(parse({ ...VALID, type: "Temporary" }).errors).toEqual({});
  expect(parse({ ...VALID, type: "Volunteer" }).errors).toEqual({ type: [JOB_MESSAGES.type] });
});

test("limits: long fields, long entries and too many entries are refused with a message", () => {
  const { errors } = parse({
    ...VALID,
    title: "x".repeat(JOB_LIMITS.title + 1),
    responsibilities: ["y".repeat(JOB_LIMITS.listEntry + 1)],
    requirements: Array.from({ length: JOB_LIMITS.listEntries + 1 }, (_, i) => `R${i}`),
  });
  expect(errors.title).toEqual([JOB_MESSAGES.tooLong(JOB_LIMITS.title)]);
  expect(errors["responsibilities[0]"]).toEqual([JOB_MESSAGES.tooLong(JOB_LIMITS.listEntry)]);
  expect(errors.requirements).toEqual([JOB_MESSAGES.tooManyEntries(JOB_LIMITS.listEntries)]);
});

test("a list entry is one line: pasted line breaks become single spaces", () => {
  const { value } = parse({ ...VALID, requirements: ["Five years\r\n  of\tGo"] });
  expect(value?.requirements).toEqual(["Five years of Go"]);
  expect(parse({ ...VALID, requirements: ["Bell\u0007"] }).errors).toEqual({
    "requirements[0]": [JOB_MESSAGES.invalidCharacters],
  });
});

test("control characters are refused in one-line fields; the description keeps line breaks", () => {
  expect(parse({ ...VALID, title: "Bad\u0000Title" }).errors.title).toEqual([
    JOB_MESSAGES.invalidCharacters,
  ]);
  expect(parse({ ...VALID, description: "One\r\n\ttwo" }).errors).toEqual({});
  expect(parse({ ...VALID, description: "Bell\u0007" }).errors.description).toEqual([
    JOB_MESSAGES.invalidCharacters,
  ]);
});

test("closing date: optional, and when given a real calendar day", () => {
  expect(parse({ ...VALID, closingDate: "" }).value?.closingDate).toBeUndefined();
  expect(parse({ ...VALID, closingDate: "2028-02-29" }).value?.closingDate).toBe("2028-02-29");
  for (const closingDate of ["2027-02-29", "2026-13-01", "0000-01-01", "03/01/2026", "tomorrow"]) {
    expect(parse({ ...VALID, closingDate }).errors).toEqual({
      closingDate: [JOB_MESSAGES.closingDate],
    });
  }
});

test("salary: whole numbers of 0 or more, max at least min", () => {
  expect(parse({ ...VALID, salaryMin: "90000", salaryMax: "120000" }).value).toMatchObject({
    salaryMin: 90000,
    salaryMax: 120000,
  });
  expect(parse({ ...VALID, salaryMin: "0", salaryMax: "0" }).errors).toEqual({});
  for (const amount of ["-1", "1.5", "1,000", "lots"]) {
    expect(parse({ ...VALID, salaryMin: amount }).errors).toEqual({
      salaryMin: [JOB_MESSAGES.salary],
    });
  }
  expect(parse({ ...VALID, salaryMax: String(JOB_LIMITS.salary + 1) }).errors).toEqual({
    salaryMax: [JOB_MESSAGES.salaryTooHigh],
  });
  expect(parse({ ...VALID, salaryMin: "120000", salaryMax: "90000" }).errors).toEqual({
    salaryMax: [JOB_MESSAGES.salaryRange],
  });
});

test("a salary needs a currency and a pay period; without a salary they are not required", () => {
  const noChoice = { ...VALID, salaryCurrency: "", salaryUnit: "" };
  expect(parse(noChoice).errors).toEqual({});
  expect(parse({ ...noChoice, salaryMax: "50" }).errors).toEqual({
    salaryCurrency: [JOB_MESSAGES.salaryCurrency],
    salaryUnit: [JOB_MESSAGES.salaryUnit],
  });
  expect(parse({ ...VALID, salaryMin: "50", salaryCurrency: "XYZ" }).errors).toEqual({
    salaryCurrency: [JOB_MESSAGES.salaryCurrency],
  });
  expect(parse({ ...VALID, salaryMin: "50", salaryUnit: "FORTNIGHT" }).errors).toEqual({
    salaryUnit: [JOB_MESSAGES.salaryUnit],
  });
});

test("form data never sets the id or the posting date", () => {
  const { value } = parse({ ...VALID, id: "chosen-id", datePosted: "2020-01-01" });
  expect(value).toBeDefined();
  expect(value).not.toHaveProperty("id");
  expect(value).not.toHaveProperty("datePosted");
});

test("a salary mistake shows even while other fields are still wrong", () => {
  const { errors } = parse({ ...VALID, title: "", type: "", salaryMin: "500", salaryMax: "100" });
  expect(errors).toEqual({
    title: [JOB_MESSAGES.title],
    type: [JOB_MESSAGES.type],
    salaryMax: [JOB_MESSAGES.salaryRange],
  });
});

test("publishing is one choice: a schedule needs a future time, the others ignore the field", () => {
  const inAnHour = companyWallTime(new Date(Date.now() + 3_600_000));
  const anHourAgo = companyWallTime(new Date(Date.now() - 3_600_000));
  // The old form dropped a typed time silently while "publish immediately" stayed ticked.
  const scheduled = parse({ ...VALID, publish: "schedule", opensAt: inAnHour });
  expect(scheduled.errors).toEqual({});
  expect(scheduledOpening(scheduled.value!)).toEqual(companyWallTimeToInstant(inAnHour));
  expect(opensNow(scheduled.value!)).toBe(false);

  expect(parse({ ...VALID, publish: "schedule" }).errors).toEqual({
    opensAt: [PUBLISH_CHOICE_MESSAGES.atRequired],
  });
  expect(parse({ ...VALID, publish: "schedule", opensAt: anHourAgo }).errors).toEqual({
    opensAt: [PUBLISH_CHOICE_MESSAGES.atPast],
  });
  expect(parse({ ...VALID, publish: "schedule", opensAt: "2026-13-01T09:00" }).errors).toEqual({
    opensAt: [PUBLISH_CHOICE_MESSAGES.atInvalid],
  });
  // Now and draft: a leftover time is neither checked nor used.
  for (const publish of ["now", "draft"]) {
    const { value, errors } = parse({ ...VALID, publish, opensAt: anHourAgo });
    expect(errors).toEqual({});
    expect(scheduledOpening(value!)).toBeNull();
    expect(opensNow(value!)).toBe(publish === "now");
  }
  // No choice, or an unknown one, is a field error.
  const { publish: _publish, ...withoutChoice } = VALID;
  expect(parse(withoutChoice).errors).toEqual({ publish: [PUBLISH_CHOICE_MESSAGES.choice] });
  expect(parse({ ...VALID, publish: "later" }).errors).toEqual({
    publish: [PUBLISH_CHOICE_MESSAGES.choice],
  });
});
