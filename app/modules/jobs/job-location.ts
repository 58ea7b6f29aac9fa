/**
 * A job's location is free text ("Hybrid — East Brunswick, NJ", "Remote
 * (US)", "Hamilton, NJ") plus the fully-remote flag. Visitors filter by the
 * place and by the work arrangement apart (issue 29, item 2), so choosing a
 * city also finds the hybrid jobs there. The careers filters and their
 * dropdowns both read a job through jobPlace (job-search.ts).
 */

export const WORK_ARRANGEMENTS = [
  { id: "on-site", label: "On-site" },
  { id: "hybrid", label: "Hybrid" },
  { id: "remote", label: "Remote" },
] as const;

export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number]["id"];

export function isWorkArrangement(value: string): value is WorkArrangement {
  return WORK_ARRANGEMENTS.some((arrangement) => arrangement.id === value);
}

/** "Hybrid — ", "On-site: ", "Remote - " before a place. */
const ARRANGEMENT_PREFIX = /^\s*(hybrid|on-?site|remote)\s*[—–:-]\s*/i;
/** "Remote", "Remote (US)", "Remote — Hamilton, NJ". */
const REMOTE_START = /^\s*remote\b/i;

export type JobPlace = {
  /** The place without the arrangement ("East Brunswick, NJ"); "" when the job has none. */
  place: string;
  /** What the text says; null when it names no arrangement (a plain city). */
  stated: WorkArrangement | null;
};

/** Splits a location text into its place and the arrangement it names. */
export function parseLocationText(location: string): JobPlace {
  const prefix = ARRANGEMENT_PREFIX.exec(location);
  if (prefix) {
    const word = prefix[1]!.toLowerCase();
    const stated = word === "hybrid" ? "hybrid" : word === "remote" ? "remote" : "on-site";
    return { place: location.slice(prefix[0].length).trim(), stated };
  }
  if (REMOTE_START.test(location)) return { place: "", stated: "remote" };
  return { place: location.trim(), stated: null };
}

/** A job's place and arrangement: the remote flag wins, a plain city is on-site. */
export function jobPlace(job: { location: string; isRemote: boolean }): {
  place: string;
  arrangement: WorkArrangement;
} {
  const { place, stated } = parseLocationText(job.location);
  return { place, arrangement: job.isRemote ? "remote" : (stated ?? "on-site") };
}
