// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";

/**
 * The one-time key of a public form (contact, apply): a submission whose key
 * was already stored creates nothing new and is answered like the first — a
 * post sent again (a double click, a lost connection, a crash before the
 * answer) is stored once. The page carries the field empty, so it is the
 * same for everyone and cached; the page's script (app/browser/one-time-key.ts)
 * gives each page view a random key, and a form sent without one gets a key
 * made from its content (one-time-key.server.ts).
 */
export const ONE_TIME_KEY_FIELD = "idempotencyKey";

export const OneTimeKeySchema = z.uuid();
