import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, overdueDigestRuns, user } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { transactionWithMail } from "~/modules/mail/outgoing-mail.server";
import { ADMIN_ROLE } from "~/modules/roles/roles";
import { taskNow } from "~/utils/clock.server";
import { COMPANY_TIME_ZONE } from "~/utils/dates";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { defaultFromAddress } from "~/utils/mail.server";
import type { QueueTask } from "~/modules/queue/queue.server";
import { businessDaysBetween, companyDay, overdueCutoff } from "./business-days";
import { getHiringSettings } from "./hiring-settings.server";
import { overdueDigestEmail, type DigestApplication } from "./overdue-digest-email.server";

/**
 * No ghosting (issue 30 item 2, decision 044): an application still
 * unanswered — New, never moved away from New — more than the response
 * target's business days after it came in is overdue. The inbox flags it,
 * the dashboard counts it, and once a day the recruiters and administrators
 * get one digest of them.
 */

/**
 * Overdue as of `cutoff` (overdueCutoff of now and the target), or marked
 * overdue by the hourly check (whose "now" the test controls may move on).
 */
export function overdueCondition(cutoff: Date): SQL {
  return and(
    eq(applications.status, "new"),
    isNull(applications.firstResponseAt),
    or(lt(applications.createdAt, cutoff), isNotNull(applications.overdueAt)),
  )!;
}

/** The cutoff for the current target: applications received before it are past it. */
export async function currentOverdueCutoff(now: Date = new Date()): Promise<Date> {
  const { responseTargetDays } = await getHiringSettings();
  return overdueCutoff(now, responseTargetDays);
}

/** How many applications are overdue now (the dashboard's figure). */
export async function countOverdueApplications(now: Date = new Date()): Promise<number> {
  const [row] = await db()
    .select({ value: sql<number>`count(*)::int` })
    .from(applications)
    .where(overdueCondition(await currentOverdueCutoff(now)));
  return Number(row?.value ?? 0);
}

/** Marks what became overdue by `now` (the time it was first seen so), for the record. */
export async function markOverdueApplications(now: Date, days: number): Promise<number> {
  const marked = await db()
    .update(applications)
    .set({ overdueAt: now })
    .where(
      and(
        eq(applications.status, "new"),
        isNull(applications.firstResponseAt),
        isNull(applications.overdueAt),
        lt(applications.createdAt, overdueCutoff(now, days)),
      ),
    )
    .returning({ id: applications.id });
  return marked.length;
}

/** The digest's hour on the company's clock: it goes out with the first check from then on. */
export const OVERDUE_DIGEST_HOUR = 8;
/** The digest lists at most this many applications (oldest first) and links to the rest. */
export const OVERDUE_DIGEST_LIMIT = 50;

const HOUR_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  hour: "numeric",
  hourCycle: "h23",
});

export type OverdueDigestResult =
  | { sent: false; reason: "off" | "too-early" | "none-overdue" | "already-sent" | "no-recipients" }
  | { sent: true; day: string; applications: number; recipients: string[] };

/**
 * One run of the overdue check: marks newly overdue applications, then —
 * from OVERDUE_DIGEST_HOUR on, when the digest is on and any are overdue —
 * sends the day's digest to every active Recruiter and Administrator
 * (applications have no owner; decision 044). The day's row and the
 * e-mails are stored in one transaction, so the digest goes out once per
 * company day however many runs, retries or instances try.
 */
export async function runOverdueCheck(now: Date = new Date()): Promise<OverdueDigestResult> {
  const settings = await getHiringSettings();
  await markOverdueApplications(now, settings.responseTargetDays);
  if (!settings.overdueDigest) return { sent: false, reason: "off" };
  if (Number(HOUR_FORMAT.format(now)) < OVERDUE_DIGEST_HOUR) {
    return { sent: false, reason: "too-early" };
  }
  const day = companyDay(now);
  const where = overdueCondition(overdueCutoff(now, settings.responseTargetDays));
  const [[total], rows, recipients] = await Promise.all([
    db()
      .select({ value: sql<number>`count(*)::int` })
      .from(applications)
      .where(where),
    db()
      .select({
        id: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        jobTitle: applications.jobTitle,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(where)
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(OVERDUE_DIGEST_LIMIT),
    db()
      .select({ email: user.email })
      .from(user)
      .where(
        and(
          inArray(user.role, [ADMIN_ROLE, "recruiter"]),
          eq(user.emailVerified, true),
          or(isNull(user.banned), eq(user.banned, false)),
        ),
      )
      .orderBy(asc(user.email)),
  ]);
  const count = Number(total?.value ?? 0);
  if (!count) return { sent: false, reason: "none-overdue" };
  if (!recipients.length) return { sent: false, reason: "no-recipients" };

  const company = await getCompanyInfo();
  const listed: DigestApplication[] = rows.map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    jobTitle: row.jobTitle,
    receivedAt: row.createdAt,
    businessDays: Math.floor(businessDaysBetween(row.createdAt, now)),
    url: `${getEnv().PUBLIC_URL}/admin/applications/${row.id}`,
  }));
  const message = overdueDigestEmail({
    total: count,
    listed,
    targetDays: settings.responseTargetDays,
    inboxUrl: `${getEnv().PUBLIC_URL}/admin/applications?response=overdue&sort=overdue`,
  });
  const { value: claimed } = await transactionWithMail(async (tx, outbox) => {
    const [run] = await tx
      .insert(overdueDigestRuns)
      .values({ day, applications: count, recipients: recipients.length, sentAt: now })
      .onConflictDoNothing()
      .returning({ day: overdueDigestRuns.day });
    if (!run) return false;
    for (const recipient of recipients) {
      await outbox.add(
        { from: defaultFromAddress(company.name), to: recipient.email, ...message },
        "overdue-digest",
      );
    }
    await recordAudit(
      {
        action: "hiring.overdue_digest",
        actorEmail: "system",
        target: { id: day },
        details: { applications: count, recipients: recipients.length },
      },
      tx,
    );
    return true;
  });
  if (!claimed) return { sent: false, reason: "already-sent" };
  return {
    sent: true,
    day,
    applications: count,
    recipients: recipients.map((recipient) => recipient.email),
  };
}

export const OVERDUE_CHECK_TASK = "overdue-applications";

/** Hourly: the marks stay fresh, and the day's digest goes out with the first run after 8:00. */
export const overdueCheckTask: QueueTask = {
  name: OVERDUE_CHECK_TASK,
  retry: { retryLimit: 2, retryDelay: 300, retryBackoff: false },
  expireInSeconds: 15 * 60,
  cron: "23 * * * *",
  runAtStart: true,
  pollingIntervalSeconds: 30,
  handler: async (data) => {
    const result = await runOverdueCheck(taskNow(data));
    if (result.sent) {
      getLogger().info(
        {
          day: result.day,
          applications: result.applications,
          recipients: result.recipients.length,
        },
        "overdue digest sent",
      );
    }
  },
};
