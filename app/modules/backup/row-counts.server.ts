/** Anything that runs one SQL statement with values (a pg pool, a PGlite client). */
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Rows in every table of the public schema, by table name — what the
 * manifest records and what a restore reports. Counted with the same query
 * on both drivers, inside whatever snapshot the caller holds.
 */
export async function countPublicRows(query: Query): Promise<Record<string, number>> {
  const { rows } = await query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const quoted = `"${tablename.replaceAll('"', '""')}"`;
    const result = await query(`select count(*)::int as n from public.${quoted}`);
    counts[tablename] = (result.rows[0] as { n: number }).n;
  }
  return counts;
}

export function totalRows(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
