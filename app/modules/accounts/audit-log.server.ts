import { and, count, desc, ilike, or, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, type AuditLogEntry } from "~/db/schema";
import { containsPattern, escapeLike } from "~/db/sql-helpers.server";
import { AUDIT_GROUPS, AUDIT_PAGE_SIZE, type AuditFilters } from "./audit-labels";
import { paginate } from "~/utils/pagination";

export type AuditLogPage = {
  entries: AuditLogEntry[];
  /** Entries matching the filters. */
  matching: number;
  page: number;
  pageCount: number;
};

/** LIKE's wildcards escaped: action codes contain "_". */
function startsWith(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}

function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  const group = AUDIT_GROUPS.find((candidate) => candidate.id === filters.group);
  if (group) {
    const byPrefix = or(
      ...group.prefixes.map((prefix) => ilike(auditLog.action, startsWith(prefix))),
    );
    if (byPrefix) where.push(byPrefix);
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const text = or(
      ilike(auditLog.actorEmail, pattern),
      ilike(auditLog.targetEmail, pattern),
      ilike(auditLog.targetId, pattern),
      ilike(auditLog.ip, pattern),
    );
    if (text) where.push(text);
  }
  return where;
}

/** Settings › Audit log: newest first, one page at a time, optionally filtered. */
export async function listAuditLogForAdmin(filters: AuditFilters): Promise<AuditLogPage> {
  const where = and(...conditions(filters));
  const [row] = await db().select({ value: count() }).from(auditLog).where(where);
  const matching = row?.value ?? 0;
  const { page, pageCount, offset } = paginate(matching, AUDIT_PAGE_SIZE, filters.page);
  const entries = matching
    ? await db()
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset(offset)
    : [];
  return { entries, matching, page, pageCount };
}
