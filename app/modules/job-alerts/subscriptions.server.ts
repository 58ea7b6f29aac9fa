import { and, count, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobAlertLinks, jobAlertSends, jobAlertSubscriptions } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { transactionWithMail } from "~/modules/mail/outgoing-mail.server";
import { refused, written, type Result } from "~/utils/domain-result";
import { getEnv } from "~/utils/env.server";
import { defaultFromAddress } from "~/utils/mail.server";
import { alreadySubscribedEmail, confirmAlertEmail } from "./emails.server";
import { dropConfirmLinks, findAlertLink, issueAlertLink } from "./job-alert-links.server";
import {
  JOB_ALERT_CONFIRM_DAYS,
  JOB_ALERT_MANAGE_LINK_DAYS,
  JOB_ALERT_MESSAGES,
  jobAlertLinkPath,
  type JobAlertFrequency,
  type JobAlertSubscribeInput,
} from "./job-alert-schema";
import { savedSearch, searchLabel, type SavedJobSearch } from "./job-alert-search";

/**
 * A visitor's saved searches (issue 30 item 3, decision 046): subscribe
 * (double opt-in), confirm, change how often, unsubscribe — each from a
 * token the visitor's mailbox received, never from an account.
 */

/** How the audit log names a visitor acting on their own job alert. */
export const SUBSCRIBER_ACTOR = "subscriber";

const DAY_MS = 24 * 60 * 60 * 1000;

export const normaliseAlertEmail = (email: string) => email.trim().toLowerCase();

/**
 * Saves the search as pending and e-mails the confirmation link — or, when
 * this address already confirmed the same search, e-mails its manage link
 * and changes nothing (a stranger cannot alter someone's alert). The visitor
 * is told the same either way: the page never says whether an address is
 * subscribed.
 */
export async function subscribeToJobAlerts(
  input: JobAlertSubscribeInput,
  now = new Date(),
): Promise<Result<{ kind: "confirm" | "already" }>> {
  const email = normaliseAlertEmail(input.email);
  const search = savedSearch(input);
  const label = searchLabel(search);
  const company = await getCompanyInfo();
  const base = getEnv().PUBLIC_URL;
  const { value } = await transactionWithMail(async (tx, outbox) => {
    await tx
      .insert(jobAlertSubscriptions)
      .values({ email, search, searchLabel: label, frequency: input.frequency, createdAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(jobAlertSubscriptions)
      .where(
        and(eq(jobAlertSubscriptions.email, email), eq(jobAlertSubscriptions.searchLabel, label)),
      )
      .for("update");
    if (!row) throw new Error("job alert subscription vanished");
    const from = defaultFromAddress(company.name);
    if (row.confirmedAt) {
      const token = await issueAlertLink(tx, row.id, "manage", JOB_ALERT_MANAGE_LINK_DAYS, now);
      await outbox.add(
        {
          from,
          to: email,
          ...alreadySubscribedEmail(
            { searchLabel: label, url: `${base}${jobAlertLinkPath(token)}` },
            company,
          ),
        },
        "job-alert-manage",
      );
      return "already" as const;
    }
    await tx
      .update(jobAlertSubscriptions)
      .set({ frequency: input.frequency, search })
      .where(eq(jobAlertSubscriptions.id, row.id));
    await dropConfirmLinks(tx, row.id);
    const token = await issueAlertLink(tx, row.id, "confirm", JOB_ALERT_CONFIRM_DAYS, now);
    await outbox.add(
      {
        from,
        to: email,
        ...confirmAlertEmail(
          {
            searchLabel: label,
            frequency: input.frequency,
            url: `${base}${jobAlertLinkPath(token)}`,
          },
          company,
        ),
      },
      "job-alert-confirm",
    );
    return "confirm" as const;
  });
  return written({ kind: value });
}

export type AlertView = {
  searchLabel: string;
  search: SavedJobSearch;
  frequency: JobAlertFrequency;
  confirmed: boolean;
};

/** What a working link shows: the saved search and its state; null for any dead link. */
export async function getAlertByToken(
  token: string | undefined,
  now = new Date(),
): Promise<AlertView | null> {
  const link = await findAlertLink(token, now);
  if (!link) return null;
  const [row] = await db()
    .select()
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.id, link.subscriptionId))
    .limit(1);
  if (!row) return null;
  return {
    searchLabel: row.searchLabel,
    search: row.search,
    frequency: row.frequency,
    confirmed: row.confirmedAt !== null,
  };
}

const gone = refused("not-found", JOB_ALERT_MESSAGES.unreadable);

/**
 * Confirms (double opt-in) — pressed on the page, never on the GET, so a
 * mail scanner opening the link subscribes nobody. Digests start from now:
 * no backlog of older jobs.
 */
export async function confirmJobAlert(
  token: string | undefined,
  ip: string,
  now = new Date(),
): Promise<Result<{ confirmed: true }>> {
  const link = await findAlertLink(token, now);
  if (!link) return gone;
  await db().transaction(async (tx) => {
    const confirmed = await tx
      .update(jobAlertSubscriptions)
      .set({ confirmedAt: now, digestFrom: now })
      .where(
        and(
          eq(jobAlertSubscriptions.id, link.subscriptionId),
          isNull(jobAlertSubscriptions.confirmedAt),
        ),
      )
      .returning({ id: jobAlertSubscriptions.id });
    if (confirmed.length) {
      await recordAudit(
        {
          action: "job_alert.confirm",
          actorEmail: SUBSCRIBER_ACTOR,
          target: { id: link.subscriptionId },
          ip,
        },
        tx,
      );
    }
  });
  return written({ confirmed: true });
}

/** A new frequency, saved from the manage page; saving renews the subscription's retention. */
export async function changeJobAlertFrequency(
  token: string | undefined,
  frequency: JobAlertFrequency,
  ip: string,
  now = new Date(),
): Promise<Result<{ frequency: JobAlertFrequency }>> {
  const link = await findAlertLink(token, now);
  if (!link) return gone;
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .update(jobAlertSubscriptions)
      .set({ frequency, confirmedAt: now, digestFrom: now })
      .where(
        and(
          eq(jobAlertSubscriptions.id, link.subscriptionId),
          isNotNull(jobAlertSubscriptions.confirmedAt),
        ),
      )
      .returning({ id: jobAlertSubscriptions.id });
    if (!rows.length) return false;
    await recordAudit(
      {
        action: "job_alert.frequency",
        actorEmail: SUBSCRIBER_ACTOR,
        target: { id: link.subscriptionId },
        ip,
        details: { frequency },
      },
      tx,
    );
    return true;
  });
  return changed ? written({ frequency }) : gone;
}

/**
 * Unsubscribes at once, with no question asked (RFC 8058 one-click, and the
 * manage page's button): the subscription, its links and its sent rows are
 * deleted — an unsubscribed address is not kept. A second click finds
 * nothing and is answered the same.
 */
export async function unsubscribeJobAlert(
  token: string | undefined,
  ip: string,
  now = new Date(),
): Promise<Result<{ unsubscribed: boolean }>> {
  const link = await findAlertLink(token, now);
  if (!link) return written({ unsubscribed: false });
  await db().transaction(async (tx) => {
    const deleted = await tx
      .delete(jobAlertSubscriptions)
      .where(eq(jobAlertSubscriptions.id, link.subscriptionId))
      .returning({ id: jobAlertSubscriptions.id });
    if (deleted.length) {
      await recordAudit(
        {
          action: "job_alert.unsubscribe",
          actorEmail: SUBSCRIBER_ACTOR,
          target: { id: link.subscriptionId },
          ip,
        },
        tx,
      );
    }
  });
  return written({ unsubscribed: true });
}

/** Staff see how many confirmed subscribers each search has — never who. */
export async function countSubscribersPerSearch(): Promise<
  { searchLabel: string; subscribers: number; instant: number }[]
> {
  const subscribers = count();
  return db()
    .select({
      searchLabel: jobAlertSubscriptions.searchLabel,
      subscribers,
      instant:
        sql<number>`count(*) filter (where ${jobAlertSubscriptions.frequency} = 'instant')`.mapWith(
          Number,
        ),
    })
    .from(jobAlertSubscriptions)
    .where(isNotNull(jobAlertSubscriptions.confirmedAt))
    .groupBy(jobAlertSubscriptions.searchLabel)
    .orderBy(desc(subscribers), jobAlertSubscriptions.searchLabel);
}

/** Every job alert of an address, for the person's data export. */
export async function jobAlertsOf(email: string) {
  const rows = await db()
    .select({
      id: jobAlertSubscriptions.id,
      search: jobAlertSubscriptions.searchLabel,
      frequency: jobAlertSubscriptions.frequency,
      createdAt: jobAlertSubscriptions.createdAt,
      confirmedAt: jobAlertSubscriptions.confirmedAt,
    })
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.email, normaliseAlertEmail(email)));
  const sent = rows.length
    ? await db()
        .select({
          subscriptionId: jobAlertSends.subscriptionId,
          jobId: jobAlertSends.jobId,
          sentAt: jobAlertSends.sentAt,
        })
        .from(jobAlertSends)
        .innerJoin(
          jobAlertSubscriptions,
          eq(jobAlertSends.subscriptionId, jobAlertSubscriptions.id),
        )
        .where(eq(jobAlertSubscriptions.email, normaliseAlertEmail(email)))
    : [];
  return rows.map(({ id, ...row }) => ({
    ...row,
    jobsSent: sent
      .filter((send) => send.subscriptionId === id)
      .map(({ jobId, sentAt }) => ({ jobId, sentAt })),
  }));
}

/**
 * The retention run's part: pending subscriptions whose confirmation link
 * has ended, confirmed ones not renewed within the retention period, and
 * expired links.
 */
export async function applyJobAlertRetention(
  retentionDays: number,
  now = new Date(),
): Promise<{ subscriptions: number }> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const deleted = await db()
    .delete(jobAlertSubscriptions)
    .where(
      or(
        and(
          isNull(jobAlertSubscriptions.confirmedAt),
          lt(jobAlertSubscriptions.createdAt, ago(JOB_ALERT_CONFIRM_DAYS)),
        ),
        lt(jobAlertSubscriptions.confirmedAt, ago(retentionDays)),
      ),
    )
    .returning({ id: jobAlertSubscriptions.id });
  await db().delete(jobAlertLinks).where(lt(jobAlertLinks.expiresAt, now));
  return { subscriptions: deleted.length };
}
