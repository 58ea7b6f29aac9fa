import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

/** Text with LIKE's wildcards (and its escape character) escaped, to match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An ILIKE pattern that matches `term` anywhere. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** PostgreSQL's unique_violation (23505), also when a driver wraps it in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const MAX_TERMS = 8;

/**
 * Turns free text into a to_tsquery expression where every word is a prefix
 * ("kube pipe" → "kube:* & pipe:*"), so partial words match. Only letters and
 * digits survive, so the result can never be a tsquery syntax error; null
 * when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .slice(0, MAX_SEARCH_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, MAX_TERMS);
  return terms.length ? terms.map((term) => `${term}:*`).join(" & ") : null;
}

/**
 * The property name a Drizzle table gives one of its columns (postId,
 * pageId): the shared stores (revisions, preview links) name a column, and
 * inserting a row needs its key.
 */
export function columnKey(table: object, column: unknown): string {
  const columns = table as Record<string, unknown>;
  const key = Object.keys(columns).find((name) => columns[name] === column);
  if (!key) throw new Error("the column is not the table's");
  return key;
}
