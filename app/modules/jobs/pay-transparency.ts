// A namespace import lets the browser bundle drop unused Zod.
import * as z from "zod";
import { onlyTextControlCharacters } from "~/utils/text-rules";

/**
 * Pay transparency (issue 30 item 7, decision 047): the places whose law
 * requires a pay range in a job posting, how a job's location is matched to
 * one, and the rule the job writes apply. Client-safe: Settings › Hiring's
 * form and the server read the same schema and limits.
 */

/** A place with a pay-range law and the words that put a job there ("NJ", "New Jersey"). */
export type PayPlace = { name: string; terms: string[] };

export const PAY_PLACE_LIMITS = {
  places: 40,
  name: 60,
  /** Words per place: the EU's is 29 (the union, its name and its 27 countries). */
  terms: 40,
  term: 60,
} as const;

/**
 * The seeded list. Two-letter state codes are matched only in capitals, so
 * "CO" is Colorado but "co-located" is not. Washington is "WA" or
 * "Washington State", never "Washington" alone, which would catch
 * "Washington, DC" (a place without such a law).
 */
export const DEFAULT_PAY_PLACES: readonly PayPlace[] = [
  { name: "New York", terms: ["NY", "New York", "NYC"] },
  { name: "New Jersey", terms: ["NJ", "New Jersey"] },
  { name: "Colorado", terms: ["CO", "Colorado"] },
  { name: "California", terms: ["CA", "California"] },
  { name: "Washington", terms: ["WA", "Washington State"] },
  {
    name: "the EU",
    terms: [
      "EU",
      "European Union",
      "Austria",
      "Belgium",
      "Bulgaria",
      "Croatia",
      "Cyprus",
      "Czechia",
      "Czech Republic",
      "Denmark",
      "Estonia",
      "Finland",
      "France",
      "Germany",
      "Greece",
      "Hungary",
      "Ireland",
      "Italy",
      "Latvia",
      "Lithuania",
      "Luxembourg",
      "Malta",
      "Netherlands",
      "Poland",
      "Portugal",
      "Romania",
      "Slovakia",
      "Slovenia",
      "Spain",
      "Sweden",
    ],
  },
];

export const PAY_PLACE_MESSAGES = {
  line: 'Write each place as "Name: word, word" — for example "New York: NY, New York"',
  tooMany: `List at most ${PAY_PLACE_LIMITS.places} places`,
  name: `Each place's name must be 1 to ${PAY_PLACE_LIMITS.name} characters`,
  terms: `Give each place 1 to ${PAY_PLACE_LIMITS.terms} words of at most ${PAY_PLACE_LIMITS.term} characters`,
  duplicate: "Each place may be listed once",
  invalidCharacters: "Contains characters that are not allowed",
  required: (place: string) => `A salary range is required for jobs in ${place}`,
  maximum: (place: string) => `A salary range is required for jobs in ${place}: add the maximum`,
  minimum: (place: string) => `A salary range is required for jobs in ${place}: add the minimum`,
  opening: (place: string, title: string) =>
    `A salary range is required for jobs in ${place}: add one to ${title} before opening it`,
} as const;

/** The settings textarea: one place a line, "Name: word, word". */
export function formatPayPlaces(places: readonly PayPlace[]): string {
  return places.map((place) => `${place.name}: ${place.terms.join(", ")}`).join("\n");
}

/** Reads the textarea; the message says what is wrong with the first bad line. */
export function parsePayPlaces(text: string): { places: PayPlace[] } | { error: string } {
  const places: PayPlace[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 0) return { error: PAY_PLACE_MESSAGES.line };
    const name = line.slice(0, colon).trim().replace(/\s+/g, " ");
    const terms = line
      .slice(colon + 1)
      .split(",")
      .map((term) => term.trim().replace(/\s+/g, " "))
      .filter(Boolean);
    if (!name || name.length > PAY_PLACE_LIMITS.name) return { error: PAY_PLACE_MESSAGES.name };
    if (!terms.length || terms.length > PAY_PLACE_LIMITS.terms) {
      return { error: PAY_PLACE_MESSAGES.terms };
    }
    if (terms.some((term) => term.length > PAY_PLACE_LIMITS.term)) {
      return { error: PAY_PLACE_MESSAGES.terms };
    }
    if (places.some((place) => place.name.toLowerCase() === name.toLowerCase())) {
      return { error: PAY_PLACE_MESSAGES.duplicate };
    }
    places.push({ name, terms });
  }
  if (places.length > PAY_PLACE_LIMITS.places) return { error: PAY_PLACE_MESSAGES.tooMany };
  return { places };
}

/** The settings field: the textarea's text in, the list out. An empty list is allowed (no such law applies). */
export const payPlacesField = z
  .string()
  .max(PAY_PLACE_LIMITS.places * (PAY_PLACE_LIMITS.name + PAY_PLACE_LIMITS.terms * 62))
  .refine(onlyTextControlCharacters, PAY_PLACE_MESSAGES.invalidCharacters)
  .default("")
  .transform((text, context) => {
    const parsed = parsePayPlaces(text);
    if ("error" in parsed) {
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.places;
  });

/** The stored list as read back (jsonb); anything unreadable counts as the seeded list. */
export const PayPlacesSchema = z
  .array(
    z.object({
      name: z.string().min(1).max(PAY_PLACE_LIMITS.name),
      terms: z
        .array(z.string().min(1).max(PAY_PLACE_LIMITS.term))
        .min(1)
        .max(PAY_PLACE_LIMITS.terms),
    }),
  )
  .max(PAY_PLACE_LIMITS.places);

export function readPayPlaces(stored: unknown): PayPlace[] {
  if (stored == null) return [...DEFAULT_PAY_PLACES];
  const parsed = PayPlacesSchema.safeParse(stored);
  return parsed.success ? parsed.data : [...DEFAULT_PAY_PLACES];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A word of the list as a whole-word pattern: capitals-only codes match only in capitals. */
function termPattern(term: string): RegExp {
  const caseSensitive = /^[A-Z]{2,3}$/.test(term);
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`,
    caseSensitive ? "u" : "iu",
  );
}

/**
 * The first listed place a job is in: its location text names one of the
 * place's words ("Hybrid — Hamilton, NJ" is in New Jersey). The job's
 * location is what the posting shows, so it is what the law looks at; a job
 * "Remote (US)" is in none of the states unless the list says so (add a line
 * "the United States: US" to cover every US remote job).
 */
export function payPlaceOf(location: string, places: readonly PayPlace[]): PayPlace | null {
  return (
    places.find((place) => place.terms.some((term) => termPattern(term).test(location))) ?? null
  );
}

type PayFields = {
  location: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
};

/**
 * The field errors a job in a pay-range place gets when its range is
 * missing, or null. Both ends are required: one amount is not a range.
 */
export function payRangeErrors(
  job: PayFields,
  places: readonly PayPlace[],
): Record<string, string[]> | null {
  const place = payPlaceOf(job.location, places);
  if (!place) return null;
  const hasMin = job.salaryMin != null;
  const hasMax = job.salaryMax != null;
  if (hasMin && hasMax) return null;
  if (!hasMin && !hasMax) return { salaryMin: [PAY_PLACE_MESSAGES.required(place.name)] };
  return hasMin
    ? { salaryMax: [PAY_PLACE_MESSAGES.maximum(place.name)] }
    : { salaryMin: [PAY_PLACE_MESSAGES.minimum(place.name)] };
}
