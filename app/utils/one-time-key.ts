// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";

/**
 * The one-time key of a public form (contact, apply): the server renders a
 * new one into each form as a hidden field, and a submission whose key was
 * already stored creates nothing new and is answered like the first — a
 * post sent again (a double click, a lost connection, a crash before the
 * answer) is stored once. Pages carrying one are never cached
 * (one-time-key.server.ts).
 */
export const ONE_TIME_KEY_FIELD = "idempotencyKey";

export const OneTimeKeySchema = z.uuid();
