import { randomBytes } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobs, trackingLinks } from "~/db/schema";
import { reachedInterview } from "~/modules/applications/reached-interview.server";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { TRACKING_LINK_MEDIUM } from "~/modules/analytics/visit-source";
import { rejected, written, type Rejection, type Result } from "~/utils/domain-result";
import { flushClicks } from "./clicks.server";
import {
  TRACKING_CODE,
  TRACKING_CODE_BYTES,
  TRACKING_LINK_MESSAGES,
  type TrackingLinkInput,
} from "./tracking-link-schema";

type TrackingLinkRow = {
  id: string;
  code: string;
  jobId: string;
  jobTitle: string;
  channel: string;
  createdAt: Date;
  createdByName: string;
  clicks: number;
  applications: number;
  interviews: number;
  hires: number;
};

/** Where a link sends its visitor: the job, with the channel and code as its UTM values. */
export function trackingLinkTarget(link: { code: string; jobId: string; channel: string }): string {
  const params = new URLSearchParams({
    utm_source: link.channel,
    utm_medium: TRACKING_LINK_MEDIUM,
    utm_campaign: link.code,
  });
  return `/careers/job/${encodeURIComponent(link.jobId)}?${params}`;
}

/** The link with this code, or null (an unknown or malformed code). */
export async function findTrackingLink(code: string) {
  if (!TRACKING_CODE.test(code)) return null;
  const [row] = await db()
    .select({
      code: trackingLinks.code,
      jobId: trackingLinks.jobId,
      channel: trackingLinks.channel,
    })
    .from(trackingLinks)
    .where(eq(trackingLinks.code, code))
    .limit(1);
  return row ?? null;
}

// An application came through a link when its visit's first or last touch is the link's.
const fromLink = sql`(
  (${applications.visitSource}->'last'->>'medium' = ${TRACKING_LINK_MEDIUM}
    and ${applications.visitSource}->'last'->>'campaign' = ${trackingLinks.code})
  or (${applications.visitSource}->'first'->>'medium' = ${TRACKING_LINK_MEDIUM}
    and ${applications.visitSource}->'first'->>'campaign' = ${trackingLinks.code}))`;

const countOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from ${applications} where ${fromLink} and ${condition})`;

/** Every link, newest first, with clicks → applications → interviews → hires. */
export async function listTrackingLinks(actor: Actor): Promise<TrackingLinkRow[]> {
  assertActorMay(actor, "jobs");
  await flushClicks();
  return db()
    .select({
      id: trackingLinks.id,
      code: trackingLinks.code,
      jobId: trackingLinks.jobId,
      jobTitle: jobs.title,
      channel: trackingLinks.channel,
      createdAt: trackingLinks.createdAt,
      createdByName: trackingLinks.createdByName,
      clicks: trackingLinks.clicks,
      applications: countOf(sql`true`),
      interviews: countOf(reachedInterview),
      hires: countOf(sql`${applications.status} = 'hired'`),
    })
    .from(trackingLinks)
    .innerJoin(jobs, eq(jobs.id, trackingLinks.jobId))
    .orderBy(desc(trackingLinks.createdAt), asc(trackingLinks.id));
}

/** Jobs a link can lead to, by title. */
export async function listJobsForLinks(actor: Actor) {
  assertActorMay(actor, "jobs");
  return db()
    .select({ value: jobs.id, label: jobs.title })
    .from(jobs)
    .orderBy(asc(jobs.title), asc(jobs.id));
}

/** A new link for a job and a channel: a random code; audited as job.link. */
export async function createTrackingLink(
  actor: Actor,
  input: TrackingLinkInput,
): Promise<Result<{ code: string }, Rejection>> {
  assertActorMay(actor, "jobs");
  return db().transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.jobId));
    if (!job) return rejected("not-found", { jobId: [TRACKING_LINK_MESSAGES.jobGone] });
    const code = randomBytes(TRACKING_CODE_BYTES).toString("base64url");
    const [row] = await tx
      .insert(trackingLinks)
      .values({
        code,
        jobId: job.id,
        channel: input.channel,
        createdById: actor.user.id,
        createdByName: actor.user.name,
      })
      .returning({ id: trackingLinks.id });
    await recordAudit(
      {
        action: "job.link",
        actor: actor.user,
        target: { id: job.id },
        ip: actor.ip,
        details: { code, channel: input.channel, link: row?.id ?? "" },
      },
      tx,
    );
    return written({ code });
  });
}
