import { slugify } from "~/utils/slug";

/** Longest slug part of a job id, so URLs stay readable. */
export const MAX_JOB_ID_BASE_LENGTH = 80;

/** Used when a title has no letters or digits a URL can carry (e.g. "???"). */
const FALLBACK_ID = "job";

/**
 * The id a job with this title would like to have: the slug of the title, as
 * the demo jobs' ids are ("Senior Software Engineer" → senior-software-engineer).
 */
export function jobIdBase(title: string): string {
  const slug = slugify(title).slice(0, MAX_JOB_ID_BASE_LENGTH).replace(/-+$/, "");
  return slug || FALLBACK_ID;
}

/** The first free id: the base itself, then base-2, base-3… */
export function firstFreeJobId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
