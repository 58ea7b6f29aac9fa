import { and, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, auditLog } from "~/db/schema";
import { getHiringSettings } from "~/modules/applications/hiring-settings.server";
import { countOverdueApplications } from "~/modules/applications/overdue.server";
import { COMPANY_TIME_ZONE } from "~/utils/dates";
import { responseFigures, type ResponseFigures } from "./response-figures";
import { ACTIVITY_WEEKS, recentWeekStarts } from "./weeks";

const TIME_ZONE = sql.raw(`'${COMPANY_TIME_ZONE}'`);

/**
 * Applications of the last ACTIVITY_WEEKS weeks with their first answer.
 * Those answered before first_response_at was kept take it from their
 * status history (the first application.status entry); the subquery runs
 * only for them.
 */
export async function getResponseFigures(now: Date = new Date()): Promise<ResponseFigures> {
  const weeks = recentWeekStarts(now, ACTIVITY_WEEKS);
  const since = sql`(${weeks[0]}::timestamp at time zone ${TIME_ZONE})`;
  const firstStatusChange = db()
    .select({ at: sql`min(${auditLog.createdAt})` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "application.status"),
        eq(auditLog.targetId, sql`${applications.id}::text`),
      ),
    );
  const [settings, overdueNow, rows] = await Promise.all([
    getHiringSettings(),
    countOverdueApplications(now),
    db()
      .select({
        createdAt: applications.createdAt,
        firstResponseAt: sql<Date | string | null>`coalesce(${applications.firstResponseAt},
          case when ${applications.status} <> 'new' then (${firstStatusChange}) end)`,
        overdueAt: applications.overdueAt,
      })
      .from(applications)
      .where(gte(applications.createdAt, since)),
  ]);
  return responseFigures(
    rows.map((row) => ({
      createdAt: row.createdAt,
      firstResponseAt: row.firstResponseAt === null ? null : new Date(row.firstResponseAt),
      overdueAt: row.overdueAt,
    })),
    { now, targetDays: settings.responseTargetDays, overdueNow, weekCount: ACTIVITY_WEEKS },
  );
}
