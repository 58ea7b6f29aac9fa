import { countDatabaseError } from "./metrics.server";

// Errors that mean "the database is not reachable right now" (as opposed to a
// bad query). They become 503 responses that recover by themselves.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "57014", // query_canceled (statement timeout)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /client has encountered a connection error/i,
  /Connection refused/i,
  /PGlite is closed/i,
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === "string") {
      const message = candidate.message;
      if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    }
    current = candidate.cause;
  }
  return false;
}

// Requests (by their load context) during which the database was unreachable.
// React Router's production build replaces a loader's error with a generic
// one before the response is rendered, so the outage is noted when the
// original error is reported (`handleError`) and read when the status is set.
const unavailableDuring = new WeakSet<object>();

export function noteDatabaseUnavailable(loadContext: object): void {
  countDatabaseError("unavailable");
  unavailableDuring.add(loadContext);
}

export function wasDatabaseUnavailable(loadContext: object): boolean {
  return unavailableDuring.has(loadContext);
}
