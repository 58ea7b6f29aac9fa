import crypto from "node:crypto";

/** A new key for one rendered form (see one-time-key.ts). */
export function newOneTimeKey(): string {
  return crypto.randomUUID();
}

/**
 * The document headers of a page whose form carries a one-time key: no
 * cache may share the page (two visitors with one key would lose the
 * second's message), and an action's Retry-After passes through.
 */
export function oneTimeKeyPageHeaders(actionHeaders: Headers): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
