import type { z } from "zod";
import {
  listVisitSources,
  visitSourceCondition,
  visitSourceCsvColumns,
} from "~/modules/analytics/visit-source-filter.server";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inquiries, type Inquiry } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { Actor } from "~/modules/actor/actor";
import { csvDateTime, csvFileName, toCsv, type CsvColumn } from "~/utils/csv.server";
import { getEnv } from "~/utils/env.server";
import { refused, written, type Result } from "~/utils/domain-result";
import { isUuid } from "~/utils/ids";
import { INQUIRY_ADMIN_MESSAGES, type InquiryStatusSchema } from "./inquiry-admin-schema";
import { INQUIRIES_PAGE_SIZE, type InquiryFilters } from "./inquiry-filters";

/** Characters of each message the inbox list shows. */
const INQUIRY_SNIPPET_LENGTH = 200;
import { serviceLabel } from "./inquiry-schema";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus } from "./inquiry-status";
import { paginate } from "~/utils/pagination";
import { assertActorMay } from "~/modules/roles/authorize";

/** The admin inbox of contact-form inquiries (the public side is inquiries.server.ts). */

export type InquiryListRow = Pick<
  Inquiry,
  "id" | "name" | "email" | "company" | "service" | "status" | "createdAt"
> & { snippet: string };

export type InquiryInbox = {
  rows: InquiryListRow[];
  matching: number;
  /** Inquiries matching the search, per status. */
  statusCounts: Record<InquiryStatus, number>;
  total: number;
  page: number;
  pageCount: number;
  /** The visits' sources the inquiries name, for the source filter (decision 048). */
  sourceOptions: { value: string; label: string }[];
};

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(inquiries.name, pattern),
    ilike(inquiries.email, pattern),
    ilike(inquiries.company, pattern),
  );
}

function inquiriesWhere(filters: Omit<InquiryFilters, "page">): SQL | undefined {
  const all = [
    searchCondition(filters.q),
    filters.status ? eq(inquiries.status, filters.status) : undefined,
    visitSourceCondition(inquiries.visitSource, filters.source ?? ""),
  ].filter((condition): condition is SQL => condition !== undefined);
  return all.length ? and(...all) : undefined;
}

/** One page of the inbox, newest first. */
export async function listInquiriesPageForAdmin(filters: InquiryFilters): Promise<InquiryInbox> {
  const where = inquiriesWhere(filters);
  const bySearch = and(
    searchCondition(filters.q),
    visitSourceCondition(inquiries.visitSource, filters.source ?? ""),
  );
  const [[matchingRow], [totalRow], byStatus, sourceOptions] = await Promise.all([
    db().select({ value: count() }).from(inquiries).where(where),
    db().select({ value: count() }).from(inquiries),
    db()
      .select({ status: inquiries.status, value: count() })
      .from(inquiries)
      .where(bySearch)
      .groupBy(inquiries.status),
    listVisitSources(inquiries, inquiries.visitSource),
  ]);
  const statusCounts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    InquiryStatus,
    number
  >;
  for (const row of byStatus) statusCounts[row.status] = row.value;
  const matching = matchingRow?.value ?? 0;
  const { page, pageCount, offset } = paginate(matching, INQUIRIES_PAGE_SIZE, filters.page);
  const rows = matching
    ? await db()
        .select({
          id: inquiries.id,
          name: inquiries.name,
          email: inquiries.email,
          company: inquiries.company,
          service: inquiries.service,
          // Enough for two lines in the list; the detail page has the rest.
          snippet: sql<string>`left(${inquiries.message}, ${INQUIRY_SNIPPET_LENGTH})`,
          status: inquiries.status,
          createdAt: inquiries.createdAt,
        })
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(INQUIRIES_PAGE_SIZE)
        .offset(offset)
    : [];
  return {
    rows,
    matching,
    statusCounts,
    total: totalRow?.value ?? 0,
    page,
    pageCount,
    sourceOptions,
  };
}

/** Every field of one inquiry, or null for an unknown or malformed id. */
export async function getInquiryForAdmin(id: string | undefined): Promise<Inquiry | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sets an inquiry's status (New, Replied, Closed — any to any). Checks the
 * admin, writes the status the route parsed with InquiryStatusSchema, and
 * records inquiry.status; saving the current status records nothing.
 */
export async function changeInquiryStatus(
  actor: Actor,
  id: string | undefined,
  input: z.output<typeof InquiryStatusSchema>,
): Promise<Result<{ from: InquiryStatus; to: InquiryStatus }>> {
  assertActorMay(actor, "inquiries");
  if (!isUuid(id)) return refused("not-found", INQUIRY_ADMIN_MESSAGES.notFound);
  const to = input.status;
  const from = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!row) return null;
    if (row.status !== to) {
      await tx.update(inquiries).set({ status: to }).where(eq(inquiries.id, id));
      await recordAudit(
        {
          action: "inquiry.status",
          actor: actor.user,
          target: { id },
          ip: actor.ip,
          details: { from: row.status, to },
        },
        tx,
      );
    }
    return row.status;
  });
  if (from === null) return refused("not-found", INQUIRY_ADMIN_MESSAGES.notFound);
  return written({ from, to });
}

/** An export holds at most this many rows (the newest). */
export const MAX_INQUIRY_EXPORT_ROWS = 10_000;

export function inquiryCsvColumns(publicUrl: string): CsvColumn<Inquiry>[] {
  return [
    { header: "Received", value: (row) => csvDateTime(row.createdAt) },
    { header: "Status", value: (row) => INQUIRY_STATUS_LABELS[row.status] },
    { header: "Name", value: (row) => row.name },
    { header: "Email", value: (row) => row.email },
    { header: "Phone", value: (row) => row.phone },
    { header: "Company", value: (row) => row.company },
    { header: "Service", value: (row) => serviceLabel(row.service) },
    { header: "Message", value: (row) => row.message },
    ...visitSourceCsvColumns<Inquiry>(),
    { header: "Admin link", value: (row) => `${publicUrl}/admin/inquiries/${row.id}` },
  ];
}

/** The filtered inbox as CSV; checks the admin and records inquiry.export. */
export async function exportInquiriesCsv(
  actor: Actor,
  filters: Omit<InquiryFilters, "page">,
): Promise<{ csv: string; fileName: string; rows: number }> {
  assertActorMay(actor, "inquiries");
  const rows = await db()
    .select()
    .from(inquiries)
    .where(inquiriesWhere(filters))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(MAX_INQUIRY_EXPORT_ROWS);
  const csv = toCsv(inquiryCsvColumns(getEnv().PUBLIC_URL), rows);
  await recordAudit({
    action: "inquiry.export",
    actor: actor.user,
    ip: actor.ip,
    details: {
      rows: rows.length,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.source ? { source: filters.source } : {}),
    },
  });
  return { csv, fileName: csvFileName("inquiries"), rows: rows.length };
}
