import type pg from "pg";

/** Wait before opening a lost listening connection again. */
export const LISTEN_RETRY_MS = 1_000;
/**
 * A query on the listening connection this often: a connection that died
 * without a word (a half-open socket) stops being trusted within this plus
 * the query timeout, instead of missing notifications for ever.
 */
export const LISTEN_HEARTBEAT_MS = 5_000;

export type ContentListener = {
  /**
   * The content version held in memory, or null while the connection is not
   * listening (opening, lost, reconnecting): then what memory holds may miss
   * a change and the caller reads the row instead.
   */
  version(): number | null;
  /** A version notified on another connection of this process (the pool's). */
  told(version: number): void;
  close(): void;
};

export type ContentListenerOptions = {
  /** A new connection of its own (not from the pool: LISTEN belongs to one session). */
  connect: () => pg.Client;
  channel: string;
  /** The stored version, read on the listening connection once it listens. */
  readSql: { text: string; values: unknown[] };
  /** The listening connection was lost (or could not be opened). */
  onDown?: (error: unknown) => void;
  retryMs?: number;
  heartbeatMs?: number;
};

/**
 * The content version of a PostgreSQL database without a query per request
 * (docs/decisions/029-content-version-listen.md). The content triggers
 * (migrations 0023, 0025) notify the new version when a transaction that
 * changed public content commits; this connection LISTENs and keeps the
 * highest version it was told. Once it listens (again) it reads the row on
 * the same session: what committed before is in that read, what commits
 * after is notified.
 */
export function listenForContentChanges(options: ContentListenerOptions): ContentListener {
  const retryMs = options.retryMs ?? LISTEN_RETRY_MS;
  const heartbeatMs = options.heartbeatMs ?? LISTEN_HEARTBEAT_MS;
  let client: pg.Client | null = null;
  let listening = false;
  let latest = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const told = (version: number) => {
    // Copies of one notification arrive on every listening connection, in
    // any order between connections: the highest version wins.
    if (version > latest) latest = version;
  };

  function drop(current: pg.Client, error: unknown) {
    if (client !== current) return;
    client = null;
    listening = false;
    clearInterval(heartbeat);
    current.end().catch(() => {});
    if (closed) return;
    // A bare end is ours or the database handle's being closed: not worth a warning.
    if (error) options.onDown?.(error);
    retry = setTimeout(open, retryMs);
    retry.unref();
  }

  async function open() {
    if (closed) return;
    let current: pg.Client;
    try {
      current = options.connect();
    } catch {
      // The database handle is closed: nothing more to listen to.
      closed = true;
      return;
    }
    client = current;
    // What memory held may be higher than the row after a restore: start
    // over, keeping only what is told from here on (maybe before the read returns).
    latest = 0;
    current.on("error", (error) => drop(current, error));
    current.on("end", () => drop(current, null));
    current.on("notification", (message) => {
      if (message.channel === options.channel) told(Number(message.payload) || 0);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${options.channel}`);
      const { rows } = await current.query<{ version: number | string }>(options.readSql);
      if (client !== current) return;
      told(Number(rows[0]?.version ?? 0));
    } catch (error) {
      drop(current, error);
      return;
    }
    listening = true;
    heartbeat = setInterval(() => {
      current.query("select 1").catch((error: unknown) => drop(current, error));
    }, heartbeatMs);
    heartbeat.unref();
  }

  void open();
  return {
    version: () => (listening ? latest : null),
    told,
    close() {
      closed = true;
      clearTimeout(retry);
      if (client) drop(client, null);
    },
  };
}
