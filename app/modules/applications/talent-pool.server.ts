import type { z } from "zod";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationNotes, applications, jobs } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { isSlugId, isUuid } from "~/utils/ids";
import { refused, rejected, written, type Result } from "~/utils/domain-result";
import { APPLICATION_ADMIN_MESSAGES, type AttachJobSchema } from "./application-admin-schema";

/**
 * The talent pool: general applications ("Send us your CV") have no job
 * until a recruiter attaches one — then the application is that job's, like
 * any other, and its notes say where it came from.
 */

export type AttachableJob = {
  id: string;
  title: string;
  isActive: boolean;
  scheduledAt: Date | null;
};

/** Every job a pool candidate can be attached to: open ones first, then by title. */
export async function listJobsToAttach(): Promise<AttachableJob[]> {
  return db()
    .select({
      id: jobs.id,
      title: jobs.title,
      isActive: jobs.isActive,
      scheduledAt: jobs.scheduledAt,
    })
    .from(jobs)
    .orderBy(desc(jobs.isActive), asc(jobs.title));
}

export async function attachApplicationToJob(
  actor: Actor,
  id: string | undefined,
  input: z.output<typeof AttachJobSchema>,
): Promise<Result<{ jobTitle: string }>> {
  assertActorMay(actor, "applications");
  if (!isUuid(id)) return refused("not-found", APPLICATION_ADMIN_MESSAGES.notFound);
  const { jobId } = input;
  const jobGone = () => rejected("conflict", { jobId: [APPLICATION_ADMIN_MESSAGES.jobGone] });
  if (!isSlugId(jobId)) return jobGone();

  const outcome = await db().transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .limit(1);
    if (!job) return "job-gone" as const;
    const [moved] = await tx
      .update(applications)
      .set({ jobId: job.id, jobTitle: job.title, isGeneral: false })
      .where(
        and(eq(applications.id, id), eq(applications.isGeneral, true), isNull(applications.jobId)),
      )
      .returning({ id: applications.id });
    if (!moved) return "not-general" as const;
    await tx.insert(applicationNotes).values({
      applicationId: id,
      authorId: actor.user.id,
      authorName: actor.user.name,
      body: `Moved from the talent pool to “${job.title}”.`,
    });
    await recordAudit(
      {
        action: "application.attach",
        actor: actor.user,
        target: { id },
        ip: actor.ip,
        details: { job: job.id },
      },
      tx,
    );
    return job;
  });
  if (outcome === "job-gone") return jobGone();
  if (outcome === "not-general") {
    const [exists] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, id))
      .limit(1);
    return exists
      ? refused("conflict", APPLICATION_ADMIN_MESSAGES.alreadyAttached)
      : refused("not-found", APPLICATION_ADMIN_MESSAGES.notFound);
  }
  return written({ jobTitle: outcome.title });
}
