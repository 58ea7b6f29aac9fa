import { jobPlace } from "~/modules/jobs/job-location";

/**
 * Talent rediscovery's matching rules (issue 30 item 6, decision 050), pure
 * so they are tested without a database: which words of a job count as its
 * keywords, and why a person's earlier applications match it.
 */

/** Most keywords a job is matched by: its title's first, then its requirements'. */
export const MAX_JOB_KEYWORDS = 20;
/** Most keyword reasons shown per person (the score counts the same). */
export const MAX_KEYWORD_REASONS = 5;

/**
 * Words of a title that name a level or a role in general, not a skill:
 * "Senior Software Engineer" is matched by "Software".
 */
const GENERIC_TITLE_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "for",
  "in",
  "with",
  "to",
  "senior",
  "sr",
  "junior",
  "jr",
  "lead",
  "principal",
  "staff",
  "head",
  "chief",
  "intern",
  "internship",
  "trainee",
  "associate",
  "engineer",
  "engineering",
  "developer",
  "development",
  "manager",
  "management",
  "specialist",
  "consultant",
  "officer",
  "director",
  "i",
  "ii",
  "iii",
  "iv",
]);

/**
 * Capitalised words in requirements that are not skills (names of places,
 * parts of product names that say nothing alone).
 */
const NOT_SKILLS = new Set([
  "united",
  "states",
  "us",
  "usa",
  "eu",
  "arcwell",
  "server",
  "actions",
  "professional",
  "expert",
  "equivalent",
  "similar",
  "or",
  "and",
  "a",
  "an",
  "the",
]);

const TOKEN = /[A-Za-z0-9][A-Za-z0-9+#./-]*[A-Za-z0-9+#]|[A-Za-z0-9]/g;

/** A requirement's word that names a tool or skill: a name, an acronym, "Node.js", "C#". */
function looksLikeSkill(token: string, first: boolean): boolean {
  if (token.length < 2 || NOT_SKILLS.has(token.toLowerCase())) return false;
  if (/^[0-9+]+$/.test(token)) return false;
  // Acronyms and inner capitals: AWS, SQL, CI/CD, TypeScript, PostgreSQL.
  if (/[A-Z].*[A-Z]/.test(token) && /[A-Za-z]{2}/.test(token)) return true;
  // With a symbol a sentence never has: Node.js, C#, C++.
  if (/[#+]|[a-z]\.[a-z]/i.test(token)) return true;
  // A name in the middle of a sentence: Kubernetes, Terraform, Docker.
  return !first && /^[A-Z][a-z]/.test(token);
}

/**
 * A job's keywords: the runs of its title's words that are not generic
 * ("Full Stack", "Machine Learning", "Software"), then the tools and skills
 * its requirements and responsibilities name — at most MAX_JOB_KEYWORDS,
 * each once, in that order.
 */
export function jobKeywords(job: {
  title: string;
  requirements: readonly string[];
  responsibilities: readonly string[];
}): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (keyword: string) => {
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key) || found.length >= MAX_JOB_KEYWORDS) return;
    seen.add(key);
    found.push(keyword);
  };
  let run: string[] = [];
  for (const token of job.title.match(TOKEN) ?? []) {
    if (GENERIC_TITLE_WORDS.has(token.toLowerCase())) {
      add(run.join(" "));
      run = [];
    } else run.push(token);
  }
  add(run.join(" "));
  for (const line of [...job.requirements, ...job.responsibilities]) {
    (line.match(TOKEN) ?? []).forEach((token, index) => {
      if (looksLikeSkill(token, index === 0)) add(token);
    });
  }
  return found;
}

/**
 * A keyword as a PostgreSQL regular expression matched with `~*`: the
 * keyword, not part of a longer word ("Java" is not in "JavaScript"). Word
 * edges are written out because `\y` fails next to "#" or "+".
 */
export function keywordPattern(keyword: string): string {
  const escaped = keyword.replace(/[\\^$.|?*+()[\]{}-]/g, "\\$&").replace(/\s+/g, "[\\s-]+");
  return `(^|[^[:alnum:]_])${escaped}($|[^[:alnum:]_])`;
}

/** The same test in JavaScript, for the rules' own tests and anything matched in memory. */
export function textHasKeyword(text: string, keyword: string): boolean {
  const pattern = keywordPattern(keyword).replaceAll("[:alnum:]", "a-zA-Z0-9");
  return new RegExp(pattern, "i").test(text);
}

/** One earlier application of a person, as matching reads it. */
export type ApplicationFacts = {
  /** The department of the job applied for; null for a general application or a deleted job. */
  department: string | null;
  /** The job's location text; null as above. */
  jobLocation: string | null;
  jobRemote: boolean | null;
  /** Where the candidate said they are. */
  ownLocation: string;
  /** The job's keywords found in the application's cover letter or job title. */
  keywords: readonly string[];
};

export type MatchReason =
  | { kind: "department"; label: string }
  | { kind: "location"; label: string }
  | { kind: "keyword"; label: string };

export type TargetJob = { department: string; location: string; isRemote: boolean };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The town a job is in ("Hamilton" of "Hybrid — Hamilton, NJ"); "" for a remote or placeless job. */
function jobTown(job: TargetJob): { place: string; town: string } {
  const { place, arrangement } = jobPlace(job);
  if (arrangement === "remote" || !place) return { place: "", town: "" };
  return { place, town: place.split(",")[0]!.trim() };
}

/**
 * Why a person's applications match the job, strongest first; empty when
 * they do not. A person matches by department or by a keyword; a location
 * alone does not make a match (everyone near the office would), it adds to one.
 */
export function matchReasons(
  job: TargetJob,
  keywords: readonly string[],
  history: readonly ApplicationFacts[],
): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (history.some((row) => row.department !== null && same(row.department, job.department))) {
    reasons.push({ kind: "department", label: `Same department: ${job.department}` });
  }
  const found = new Set(history.flatMap((row) => row.keywords.map((word) => word.toLowerCase())));
  for (const keyword of keywords) {
    if (found.has(keyword.toLowerCase()))
      reasons.push({ kind: "keyword", label: `Keyword: ${keyword}` });
  }
  if (!reasons.length) return [];
  const { place, town } = jobTown(job);
  if (town) {
    const near = history.some(
      (row) =>
        textHasKeyword(row.ownLocation, town) ||
        (row.jobLocation !== null && textHasKeyword(row.jobLocation, town)),
    );
    if (near) reasons.push({ kind: "location", label: `Same location: ${place}` });
  } else if (job.isRemote && history.some((row) => row.jobRemote)) {
    reasons.push({ kind: "location", label: "Remote: applied for remote work before" });
  }
  return reasons;
}

/** How strongly: a shared department outweighs a keyword; a location adds a little. */
export function matchScore(reasons: readonly MatchReason[]): number {
  return reasons.reduce(
    (score, reason) =>
      score + (reason.kind === "department" ? 3 : reason.kind === "keyword" ? 2 : 1),
    0,
  );
}

/** The reasons a page shows: every non-keyword one, and the first few keywords. */
export function shownReasons(reasons: readonly MatchReason[]): MatchReason[] {
  let keywords = 0;
  return reasons.filter(
    (reason) => reason.kind !== "keyword" || (keywords += 1) <= MAX_KEYWORD_REASONS,
  );
}

export type MatchedPerson = {
  /** Their latest application: what the page links to and the invitation is sent from. */
  applicationId: string;
  name: string;
  jobTitle: string;
  isGeneral: boolean;
  appliedAt: Date;
  reasons: MatchReason[];
  /** When they were invited to this job; null if not yet. */
  invitedAt: Date | null;
};
