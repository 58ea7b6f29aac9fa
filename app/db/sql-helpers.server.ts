import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

/** An ILIKE pattern that matches `term` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
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
