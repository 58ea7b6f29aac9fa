import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { currentContentVersion } from "./content-version.server";

/**
 * A read of public content, kept while the content version stays the same
 * (and, where the answer moves with time, while `moment()` gives the same
 * value — e.g. the company's calendar day for closing dates). Any save that
 * changes what visitors see bumps the version (content-version.server.ts), so
 * the next call reads again: in this instance or any other on the same
 * PostgreSQL. The version is read before the load, so a kept answer is never
 * older than its version. A failed load is not kept.
 *
 * For reads every miss of a page repeats whatever its query string says —
 * the careers list's total and dropdown options for each new search.
 */
export function perContentVersion<T>(
  load: () => Promise<T>,
  moment: () => string = () => "",
): () => Promise<T> {
  // Keyed by the database handle too: tests swap the handle per file.
  let kept: { handle: DatabaseHandle; key: string; value: Promise<T> } | undefined;
  return async () => {
    const handle = getDatabase();
    const key = `${await currentContentVersion()}|${moment()}`;
    if (kept?.handle !== handle || kept.key !== key) {
      const value = load();
      const entry = { handle, key, value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
