import { expect, test } from "vitest";
import { HiringSettingsSchema } from "~/modules/applications/hiring-settings-schema";
import {
  DEFAULT_PAY_PLACES,
  formatPayPlaces,
  parsePayPlaces,
  PAY_PLACE_MESSAGES,
  payPlaceOf,
  payRangeErrors,
  readPayPlaces,
} from "./pay-transparency";
import { asksSalaryHistory } from "./salary-history";
import { readScreeningQuestions } from "./screening-questions";
import { JobSchema } from "./job-schema";

const placeOf = (location: string) => payPlaceOf(location, DEFAULT_PAY_PLACES)?.name ?? null;

test("the seeded list names New York, New Jersey, Colorado, California, Washington and the EU", () => {
  expect(DEFAULT_PAY_PLACES.map((place) => place.name)).toEqual([
    "New York",
    "New Jersey",
    "Colorado",
    "California",
    "Washington",
    "the EU",
  ]);
});

test("a job is in a place when its location names one of the place's words, whole", () => {
  expect(placeOf("Hybrid — Hamilton, NJ")).toBe("New Jersey");
  expect(placeOf("East Brunswick, New Jersey")).toBe("New Jersey");
  expect(placeOf("Manhattan, NY")).toBe("New York");
  expect(placeOf("new york city")).toBe("New York");
  expect(placeOf("Denver, CO")).toBe("Colorado");
  expect(placeOf("Remote — San Francisco, CA")).toBe("California");
  expect(placeOf("Seattle, WA")).toBe("Washington");
  expect(placeOf("Berlin, Germany")).toBe("the EU");
  expect(placeOf("Remote (EU)")).toBe("the EU");
  // Not there: a plain US remote job, capitals-only codes in lower case or inside words,
  // Washington DC, and countries outside the EU.
  expect(placeOf("Remote (US)")).toBeNull();
  expect(placeOf("Co-located team, Austin, TX")).toBeNull();
  expect(placeOf("Cairo, Egypt")).toBeNull();
  expect(placeOf("NJX Building, Austin, TX")).toBeNull();
  expect(placeOf("Washington, DC")).toBeNull();
  expect(placeOf("London, United Kingdom")).toBeNull();
});

test("a job in a pay-range place needs both ends of the range; elsewhere none", () => {
  const nj = { location: "Hamilton, NJ" };
  expect(payRangeErrors({ ...nj }, DEFAULT_PAY_PLACES)).toEqual({
    salaryMin: ["A salary range is required for jobs in New Jersey"],
  });
  expect(payRangeErrors({ ...nj, salaryMin: 100 }, DEFAULT_PAY_PLACES)).toEqual({
    salaryMax: [PAY_PLACE_MESSAGES.maximum("New Jersey")],
  });
  expect(payRangeErrors({ ...nj, salaryMax: 100 }, DEFAULT_PAY_PLACES)).toEqual({
    salaryMin: [PAY_PLACE_MESSAGES.minimum("New Jersey")],
  });
  expect(payRangeErrors({ ...nj, salaryMin: 0, salaryMax: 100 }, DEFAULT_PAY_PLACES)).toBeNull();
  expect(payRangeErrors({ location: "Remote (US)" }, DEFAULT_PAY_PLACES)).toBeNull();
  expect(payRangeErrors({ ...nj }, [])).toBeNull();
});

test("the settings text reads into places and back; bad lines get a message", () => {
  expect(parsePayPlaces(formatPayPlaces(DEFAULT_PAY_PLACES))).toEqual({
    places: DEFAULT_PAY_PLACES,
  });
  expect(parsePayPlaces("  Oregon :  OR ,  Oregon  \n\n")).toEqual({
    places: [{ name: "Oregon", terms: ["OR", "Oregon"] }],
  });
  expect(parsePayPlaces("Oregon")).toEqual({ error: PAY_PLACE_MESSAGES.line });
  expect(parsePayPlaces("Oregon:")).toEqual({ error: PAY_PLACE_MESSAGES.terms });
  expect(parsePayPlaces(": OR")).toEqual({ error: PAY_PLACE_MESSAGES.name });
  expect(parsePayPlaces("Oregon: OR\noregon: Oregon")).toEqual({
    error: PAY_PLACE_MESSAGES.duplicate,
  });
  const parsed = HiringSettingsSchema.safeParse({
    responseTargetDays: 5,
    payTransparencyPlaces: "Oregon",
  });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]).toMatchObject({
    path: ["payTransparencyPlaces"],
    message: PAY_PLACE_MESSAGES.line,
  });
  // An empty list is a choice (no such law applies); unreadable storage is the seeded list.
  expect(HiringSettingsSchema.parse({ responseTargetDays: 5 }).payTransparencyPlaces).toEqual([]);
  expect(readPayPlaces(null)).toEqual(DEFAULT_PAY_PLACES);
  expect(readPayPlaces([{ name: "" }])).toEqual(DEFAULT_PAY_PLACES);
  expect(readPayPlaces([])).toEqual([]);
});

test("questions about current or past pay are salary history; expected pay is not", () => {
  for (const text of [
    "What is your current salary?",
    "Please share your salary history",
    "Previous base salary (USD)",
    "How much do you currently make?",
    "What did you earn in your last role?",
    "Your present compensation package",
  ]) {
    expect(asksSalaryHistory(text), text).toBe(true);
  }
  for (const text of [
    "What salary do you expect?",
    "Expected hourly rate?",
    "Are you authorised to work in the US?",
    "Years of experience with payroll systems?",
  ]) {
    expect(asksSalaryHistory(text), text).toBe(false);
  }
});

test("the question editor refuses a salary-history question, and the apply form leaves an old one out", () => {
  const job = {
    title: "Analyst",
    department: "Finance",
    location: "Remote (US)",
    type: "Full-time",
    description: "Numbers.",
    responsibilities: ["Count"],
    requirements: ["Care"],
    publish: "now",
    questions: [{ kind: "short-text", text: "What is your current salary?" }],
  };
  const parsed = JobSchema.safeParse(job);
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues).toContainEqual(
    expect.objectContaining({
      path: ["questions", 0, "text"],
      message:
        "Questions may not ask about current or past pay (salary history); ask for the expected salary instead",
    }),
  );
  const stored = [
    { id: "pay", kind: "short-text", text: "Salary history?", required: true },
    { id: "want", kind: "number", text: "Expected salary?", required: false },
  ];
  expect(readScreeningQuestions(stored).map((question) => question.id)).toEqual(["want"]);
});
