import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, type Job } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { getActiveJob } from "~/modules/jobs/jobs.server";
import { OPEN_STAGES } from "~/modules/retention/retention.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { getEnv } from "~/utils/env.server";
import { isSlugId } from "~/utils/ids";
import {
  jobKeywords,
  keywordPattern,
  matchReasons,
  matchScore,
  shownReasons,
  type ApplicationFacts,
  type MatchedPerson,
} from "./match-rules";

/** Most people a job's page lists, best matches first (the count says how many match in all). */
export const MATCH_LIST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

export type JobMatches = {
  job: { id: string; title: string; isOpen: boolean };
  people: MatchedPerson[];
  /** Everyone who matches, beyond the listed ones too. */
  total: number;
  keywords: string[];
};

type Row = {
  person: string;
  application_id: string;
  first_name: string;
  last_name: string;
  job_title: string;
  is_general: boolean;
  created_at: Date | string;
  invited_at: Date | string | null;
  department: string | null;
  job_location: string | null;
  job_remote: boolean | null;
  own_location: string;
  keywords: string[] | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const textArray = (values: readonly string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;

/**
 * The people a job could be offered to (issue 30 item 6, decision 050): one
 * per address (trimmed, lower-cased — decision 047), judged by their latest
 * application still within retention, which must carry the consent to be
 * considered for future openings and not be withdrawn; nobody who applied
 * to this job. Each is matched on all their kept applications (department,
 * location, the job's keywords in their cover letters and job titles).
 */
export async function findJobMatches(
  actor: Actor,
  jobId: string | undefined,
  now = new Date(),
): Promise<JobMatches | null> {
  assertActorMay(actor, "applications");
  if (!isSlugId(jobId)) return null;
  const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) return null;
  const matched = await matchPeople(job, now);
  return {
    job: { id: job.id, title: job.title, isOpen: await isJobOpen(job.id) },
    people: matched
      .slice(0, MATCH_LIST_LIMIT)
      .map(({ email: _email, firstName: _first, ...person }) => person),
    total: matched.length,
    keywords: jobKeywords(job),
  };
}

/** Everyone who matches the job, best first, with their address (trimmed, lower-cased). */
export async function matchPeople(
  job: Job,
  now = new Date(),
): Promise<Array<MatchedPerson & { email: string; firstName: string }>> {
  const keywords = jobKeywords(job);
  const cutoff = new Date(now.getTime() - getEnv().RETENTION_DAYS * DAY_MS);
  const openStages = sql.join(
    OPEN_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  // Kept: what the retention run would not delete now (decided and older than the period goes).
  const result = await db().execute<Row>(sql`
    with kept as (
      select a.id, lower(a.email) as person, a.first_name, a.last_name, a.job_id, a.job_title,
        a.is_general, a.location, a.status, a.created_at, a.future_openings_consent, a.cover_letter
      from applications a
      where a.status in (${openStages}) or a.created_at >= ${cutoff.toISOString()}::timestamptz
    ),
    latest as (
      select distinct on (person) * from kept order by person, created_at desc, id desc
    ),
    eligible as (
      select * from latest l
      where l.future_openings_consent and l.status <> 'withdrawn'
        and not exists (
          select 1 from applications x where x.job_id = ${job.id} and lower(x.email) = l.person
        )
    )
    select e.person, e.id as application_id, e.first_name, e.last_name, e.job_title, e.is_general,
      e.created_at, i.created_at as invited_at,
      j.department, j.location as job_location, j.is_remote as job_remote, k.location as own_location,
      array(
        select w.word from unnest(${textArray(keywords)}, ${textArray(keywords.map(keywordPattern))})
          as w(word, pattern)
        where k.cover_letter ~* w.pattern or k.job_title ~* w.pattern
      ) as keywords
    from eligible e
    join kept k on k.person = e.person
    left join jobs j on j.id = k.job_id
    left join job_invitations i on i.job_id = ${job.id} and i.email = e.person
  `);

  const byPerson = new Map<string, { first: Row; history: ApplicationFacts[] }>();
  for (const row of result.rows) {
    const entry = byPerson.get(row.person) ?? { first: row, history: [] };
    entry.history.push({
      department: row.department,
      jobLocation: row.job_location,
      jobRemote: row.job_remote,
      ownLocation: row.own_location,
      keywords: row.keywords ?? [],
    });
    byPerson.set(row.person, entry);
  }
  return [...byPerson.values()]
    .map(({ first, history }) => ({ row: first, reasons: matchReasons(job, keywords, history) }))
    .filter((match) => match.reasons.length > 0)
    .map(({ row, reasons }) => ({
      score: matchScore(reasons),
      person: {
        email: row.person,
        firstName: row.first_name,
        applicationId: row.application_id,
        name: `${row.first_name} ${row.last_name}`,
        jobTitle: row.job_title,
        isGeneral: row.is_general,
        appliedAt: asDate(row.created_at),
        reasons: shownReasons(reasons),
        invitedAt: row.invited_at === null ? null : asDate(row.invited_at),
      },
    }))
    .sort(
      (a, b) => b.score - a.score || b.person.appliedAt.getTime() - a.person.appliedAt.getTime(),
    )
    .map((match) => match.person);
}

/** Open: on the careers page now (active, not past its closing day) — the only jobs to invite to. */
export async function isJobOpen(jobId: string): Promise<boolean> {
  return (await getActiveJob(jobId)) !== null;
}
