import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
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
 * the public jobs that each new careers search filters (decision 057).
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

type ByKeyOptions<T> = {
  /** As perContentVersion's `moment`. */
  moment?: () => string;
  /** The most keys kept at once; the oldest read is dropped first. */
  maxKeys: number;
  /**
   * Which answers are also remembered to be served while the database is
   * unreachable (stale-if-error) — e.g. found pages, not every path asked for.
   */
  rememberWhen: (value: T) => boolean;
};

/**
 * perContentVersion with one kept read per key (a page's path), and
 * stale-if-error: while the database cannot be reached, a key whose last
 * read succeeded (and `rememberWhen` accepted) gets that answer, so a page
 * that needs nothing else — a form's page redrawn with what was typed —
 * still renders. Any other failure, or a key never read, rejects as before.
 */
export function perContentVersionByKey<T>(
  load: (key: string) => Promise<T>,
  { moment = () => "", maxKeys, rememberWhen }: ByKeyOptions<T>,
): (key: string) => Promise<T> {
  let keptUnder: { handle: DatabaseHandle; stamp: string } | undefined;
  const kept = new Map<string, Promise<T>>();
  let rememberedFor: DatabaseHandle | undefined;
  const remembered = new Map<string, T>();
  return async (key) => {
    const handle = getDatabase();
    if (rememberedFor !== handle) {
      remembered.clear();
      rememberedFor = handle;
    }
    try {
      const stamp = `${await currentContentVersion()}|${moment()}`;
      if (keptUnder?.handle !== handle || keptUnder.stamp !== stamp) {
        kept.clear();
        keptUnder = { handle, stamp };
      }
      let value = kept.get(key);
      if (!value) {
        const loading = load(key);
        boundedSet(kept, key, loading, maxKeys);
        loading.then(
          (loaded) => {
            if (rememberWhen(loaded) && rememberedFor === handle) {
              boundedSet(remembered, key, loaded, maxKeys);
            }
          },
          () => {
            if (kept.get(key) === loading) kept.delete(key);
          },
        );
        value = loading;
      }
      return await value;
    } catch (error) {
      if (isDatabaseUnavailableError(error) && remembered.has(key)) return remembered.get(key)!;
      throw error;
    }
  };
}

/** Sets a key as the newest, dropping the oldest beyond `max`. */
function boundedSet<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
