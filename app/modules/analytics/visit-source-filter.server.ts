import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import type { CsvColumn } from "~/utils/csv.server";
import { describeTouch } from "./visit-source";
import { readStoredVisitSource } from "./visit-source-schema";

/** How many sources an inbox's filter offers (the most frequent). */
const MAX_SOURCE_OPTIONS = 100;

/** Rows whose visit's first or last source is `source` (any case). */
export function visitSourceCondition(column: AnyPgColumn, source: string): SQL | undefined {
  if (!source) return undefined;
  const wanted = source.toLowerCase();
  return sql`(lower(${column}->'first'->>'source') = ${wanted} or lower(${column}->'last'->>'source') = ${wanted})`;
}

/**
 * The sources a table's rows name (first or last), most frequent first, for
 * the inbox's filter.
 */
export async function listVisitSources(
  table: PgTable,
  column: AnyPgColumn,
): Promise<{ value: string; label: string }[]> {
  const rows = await db().execute<{ source: string }>(sql`
    select source from (
      select lower(${column}->'first'->>'source') as source from ${table} where ${column} is not null
      union all
      select lower(${column}->'last'->>'source') from ${table} where ${column} is not null
    ) as sources
    where source <> ''
    group by source order by count(*) desc, source
    limit ${MAX_SOURCE_OPTIONS}`);
  return rows.rows.map(({ source }) => ({ value: source, label: source }));
}

/** The export's two columns: the visit's first and last source ("" when unknown). */
export function visitSourceCsvColumns<Row extends { visitSource: unknown }>(): CsvColumn<Row>[] {
  return [
    {
      header: "First source",
      value: (row) => describeTouch(readStoredVisitSource(row.visitSource)?.first),
    },
    {
      header: "Last source",
      value: (row) => describeTouch(readStoredVisitSource(row.visitSource)?.last),
    },
  ];
}
