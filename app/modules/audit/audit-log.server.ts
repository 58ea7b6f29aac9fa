import { and, count, desc, ilike, inArray, or, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  applications,
  auditLog,
  blogPosts,
  inquiries,
  jobs,
  mediaAssets,
  user as users,
  type AuditLogEntry,
} from "~/db/schema";
import { isUuid } from "~/utils/ids";
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

/** A person or record an entry names: its name now, and its page while it exists. */
export type AuditParty = { name: string; href: string | null };

export type AuditSubjectKind = "job" | "post" | "media" | "application" | "inquiry" | "account";

/** Which kind of record an action is about (its target id names one of these). */
export function auditSubjectKind(action: string): AuditSubjectKind | null {
  if (action.startsWith("job.")) return "job";
  if (action.startsWith("post.")) return "post";
  if (action.startsWith("media.")) return "media";
  if (action.startsWith("inquiry.") && action !== "inquiry.export") return "inquiry";
  if (
    action.startsWith("application.") &&
    !["application.export", "application.templates"].includes(action)
  ) {
    return "application";
  }
  if (/^(user\.|admin\.create|two_factor\.|email\.|password\.|profile\.)/.test(action)) {
    return "account";
  }
  return null;
}

const USERS_PAGE = "/admin/settings/users";

function idsOf(entries: AuditLogEntry[], kind: AuditSubjectKind): string[] {
  return [
    ...new Set(
      entries.flatMap((entry) =>
        auditSubjectKind(entry.action) === kind && entry.targetId ? [entry.targetId] : [],
      ),
    ),
  ];
}

/**
 * Names and pages for the people and records a page of entries is about, looked
 * up now (one query per kind): an account shows its name, a job or post its
 * title, an application its candidate. A record deleted since has no entry.
 */
export async function auditPartiesFor(
  entries: AuditLogEntry[],
): Promise<{ actors: Record<string, AuditParty>; subjects: Record<string, AuditParty> }> {
  const accountIds = [
    ...new Set([
      ...entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])),
      ...idsOf(entries, "account"),
    ]),
  ];
  const jobIds = idsOf(entries, "job");
  const postIds = idsOf(entries, "post");
  const mediaNames = idsOf(entries, "media");
  const applicationIds = idsOf(entries, "application").filter(isUuid);
  const inquiryIds = idsOf(entries, "inquiry").filter(isUuid);
  const none = Promise.resolve([]);
  const [people, jobRows, postRows, mediaRows, applicationRows, inquiryRows] = await Promise.all([
    accountIds.length
      ? db()
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, accountIds))
      : none,
    jobIds.length
      ? db().select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds))
      : none,
    postIds.length
      ? db()
          .select({ id: blogPosts.id, title: blogPosts.title })
          .from(blogPosts)
          .where(inArray(blogPosts.id, postIds))
      : none,
    mediaNames.length
      ? db()
          .select({
            id: mediaAssets.id,
            name: mediaAssets.name,
            original: mediaAssets.originalName,
          })
          .from(mediaAssets)
          .where(inArray(mediaAssets.name, mediaNames))
      : none,
    applicationIds.length
      ? db()
          .select({
            id: applications.id,
            firstName: applications.firstName,
            lastName: applications.lastName,
            jobTitle: applications.jobTitle,
          })
          .from(applications)
          .where(inArray(applications.id, applicationIds))
      : none,
    inquiryIds.length
      ? db()
          .select({ id: inquiries.id, name: inquiries.name, company: inquiries.company })
          .from(inquiries)
          .where(inArray(inquiries.id, inquiryIds))
      : none,
  ]);
  const accounts: Record<string, AuditParty> = {};
  for (const person of people) accounts[person.id] = { name: person.name, href: USERS_PAGE };
  const subjects: Record<string, AuditParty> = {};
  const key = (kind: AuditSubjectKind, id: string) => `${kind}:${id}`;
  for (const [id, party] of Object.entries(accounts)) subjects[key("account", id)] = party;
  for (const row of jobRows) {
    subjects[key("job", row.id)] = { name: row.title, href: `/admin/jobs/edit/${row.id}` };
  }
  for (const row of postRows) {
    subjects[key("post", row.id)] = { name: row.title, href: `/admin/blogs/edit/${row.id}` };
  }
  for (const row of mediaRows) {
    subjects[key("media", row.name)] = {
      name: row.original || row.name,
      href: `/admin/media/${encodeURIComponent(row.id)}`,
    };
  }
  for (const row of applicationRows) {
    subjects[key("application", row.id)] = {
      name: `${row.firstName} ${row.lastName} · ${row.jobTitle}`,
      href: `/admin/applications/${row.id}`,
    };
  }
  for (const row of inquiryRows) {
    subjects[key("inquiry", row.id)] = {
      name: `${row.name} · ${row.company}`,
      href: `/admin/inquiries/${row.id}`,
    };
  }
  return { actors: accounts, subjects };
}

/** The key auditPartiesFor files an entry's subject under, or null when it names none. */
export function auditSubjectKey(entry: Pick<AuditLogEntry, "action" | "targetId">): string | null {
  const kind = auditSubjectKind(entry.action);
  return kind && entry.targetId ? `${kind}:${entry.targetId}` : null;
}
