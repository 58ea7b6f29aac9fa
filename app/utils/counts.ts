import { COMPANY_LOCALE } from "./dates";

/**
 * The staff area's one way to say how many: "1 application", "1,234 entries",
 * and on a paged list "21–40 of 73 applications". Every count label there
 * goes through these helpers (a test scans the staff area for hand-made
 * plurals and other wordings), so the wording, the plural and the digit
 * grouping are the same on every list, card and filter.
 */

// Made once: a formatter costs far more to create than to use.
const PLURAL = new Intl.PluralRules(COMPANY_LOCALE);
const NUMBER = new Intl.NumberFormat(COMPANY_LOCALE);

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The things the staff area counts, with their plural forms (irregular ones spelled out). */
const NOUNS = {
  account: { one: "account", other: "accounts" },
  applicant: { one: "applicant", other: "applicants" },
  application: { one: "application", other: "applications" },
  day: { one: "day", other: "days" },
  "business day": { one: "business day", other: "business days" },
  block: { one: "block", other: "blocks" },
  email: { one: "email", other: "emails" },
  entry: { one: "entry", other: "entries" },
  "failed email": { one: "failed email", other: "failed emails" },
  image: { one: "image", other: "images" },
  inquiry: { one: "inquiry", other: "inquiries" },
  job: { one: "job", other: "jobs" },
  "missing path": { one: "missing path", other: "missing paths" },
  page: { one: "page", other: "pages" },
  "page view": { one: "page view", other: "page views" },
  person: { one: "person", other: "people" },
  post: { one: "post", other: "posts" },
  redirect: { one: "redirect", other: "redirects" },
  subscriber: { one: "subscriber", other: "subscribers" },
  "verified account": { one: "verified account", other: "verified accounts" },
  visitor: { one: "visitor", other: "visitors" },
  week: { one: "week", other: "weeks" },
} as const satisfies Record<string, Forms>;

export type CountNoun = keyof typeof NOUNS;

/** A number as the staff area writes it: "1,234". */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** The noun alone, in the form that goes with `count`: "entry" or "entries". */
export function countNoun(count: number, noun: CountNoun): string {
  const forms: Forms = NOUNS[noun];
  return forms[PLURAL.select(count)] ?? forms.other;
}

/** "0 applications", "1 application", "1,234 applications". */
export function formatCount(count: number, noun: CountNoun): string {
  return `${formatNumber(count)} ${countNoun(count, noun)}`;
}

/**
 * What a list shows: "45 jobs" when everything fits on one page, else the
 * rows on this page and the whole count, "21–40 of 45 jobs" ("41 of 41 jobs"
 * for a last page of one).
 */
export function formatListCount({
  total,
  noun,
  first,
  shown,
}: {
  /** Every row the list's filters match. */
  total: number;
  noun: CountNoun;
  /** The 1-based position of this page's first row. */
  first: number;
  /** Rows on this page. */
  shown: number;
}): string {
  if (shown <= 0 || shown >= total) return formatCount(total, noun);
  const last = first + shown - 1;
  const range = shown === 1 ? formatNumber(first) : `${formatNumber(first)}–${formatNumber(last)}`;
  return `${range} of ${formatCount(total, noun)}`;
}
