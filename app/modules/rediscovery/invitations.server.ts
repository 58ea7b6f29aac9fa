import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobInvitations, jobs } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { transactionWithMail } from "~/modules/mail/outgoing-mail.server";
import { personEmail } from "~/modules/people/person-email";
import { assertActorMay } from "~/modules/roles/authorize";
import { formatAdminDate } from "~/utils/dates";
import { refused, written, type Result } from "~/utils/domain-result";
import { getEnv } from "~/utils/env.server";
import { isSlugId } from "~/utils/ids";
import { defaultFromAddress } from "~/utils/mail.server";
import { invitationEmail } from "./emails.server";
import { INVITE_MESSAGES, type InviteInput } from "./invite-schema";
import { isJobOpen, matchPeople } from "./matches.server";

export type InviteOutcome =
  { kind: "sent"; name: string } | { kind: "already"; invitedAt: Date; message: string };

/**
 * "Invite to apply" (issue 30 item 6, decision 050): one e-mail with the
 * job's public link, stored in the outbox in the transaction that inserts the
 * invitation row (job, address) and its audit entry — all or nothing. The
 * row's primary key makes it once: a second click, another tab or another
 * instance waits on the key, finds it taken and sends nothing ("Already
 * invited on …"). Only for an open job and a person who matches it now
 * (consent, retention, not an applicant to it).
 */
export async function inviteToApply(
  actor: Actor,
  jobId: string | undefined,
  input: InviteInput,
  now = new Date(),
): Promise<Result<InviteOutcome>> {
  assertActorMay(actor, "applications");
  if (!isSlugId(jobId)) return refused("not-found", INVITE_MESSAGES.notMatched);
  const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) return refused("not-found", INVITE_MESSAGES.notMatched);
  if (!(await isJobOpen(job.id))) return refused("conflict", INVITE_MESSAGES.notOpen);
  const [application] = await db()
    .select({ email: applications.email })
    .from(applications)
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (!application) return refused("not-found", INVITE_MESSAGES.notMatched);
  const email = personEmail(application.email);
  const person = (await matchPeople(job, now)).find((match) => match.email === email);
  if (!person) return refused("conflict", INVITE_MESSAGES.notMatched);

  const company = await getCompanyInfo();
  const url = `${getEnv().PUBLIC_URL}/careers/job/${encodeURIComponent(job.id)}`;
  const { value } = await transactionWithMail(async (tx, outbox): Promise<InviteOutcome> => {
    const [inserted] = await tx
      .insert(jobInvitations)
      .values({ jobId: job.id, email, invitedById: actor.user.id, invitedByName: actor.user.name })
      .onConflictDoNothing()
      .returning({ createdAt: jobInvitations.createdAt });
    if (!inserted) {
      const [existing] = await tx
        .select({ createdAt: jobInvitations.createdAt })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.jobId, job.id), eq(jobInvitations.email, email)))
        .limit(1);
      const invitedAt = existing?.createdAt ?? now;
      return {
        kind: "already",
        invitedAt,
        message: INVITE_MESSAGES.already(formatAdminDate(invitedAt)),
      };
    }
    await outbox.add(
      {
        from: defaultFromAddress(company.name),
        to: email,
        ...invitationEmail(
          { firstName: person.firstName, jobTitle: job.title, location: job.location, url },
          company,
        ),
      },
      "job-invitation",
    );
    await recordAudit(
      {
        action: "job.invite",
        actor: actor.user,
        target: { id: person.applicationId },
        ip: actor.ip,
        details: { job: job.id },
      },
      tx,
    );
    return { kind: "sent", name: person.name };
  });
  return written(value);
}

/** A person's invitations, for their data export (decision 050: the address is personal data). */
export async function invitationsOf(email: string) {
  return db()
    .select({
      jobId: jobInvitations.jobId,
      jobTitle: jobs.title,
      invitedAt: jobInvitations.createdAt,
    })
    .from(jobInvitations)
    .leftJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .where(eq(jobInvitations.email, personEmail(email)));
}
