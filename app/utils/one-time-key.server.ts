import crypto from "node:crypto";
import { ONE_TIME_KEY_FIELD } from "./one-time-key";

/**
 * The key of a submission that came without one (a visitor without
 * JavaScript, or who sent the form before the page's script gave it a key):
 * a UUID (version 8, RFC 9562) made from the UTC day and everything the form
 * sent, files by their bytes. The same form posted again that day — a double
 * click, a lost connection, a crash before the answer — gets the same key
 * and is stored once; any other submission gets another.
 */
export async function contentKey(formData: FormData, now: Date): Promise<string> {
  const hash = crypto.createHash("sha256");
  hash.update(now.toISOString().slice(0, 10));
  for (const [name, value] of formData) {
    if (name === ONE_TIME_KEY_FIELD) continue;
    const content =
      typeof value === "string"
        ? `s${value}`
        : `f${value.name}\0${crypto
            .createHash("sha256")
            .update(new Uint8Array(await value.arrayBuffer()))
            .digest("hex")}`;
    hash.update(`\0${name}\0${content.length}\0${content}`);
  }
  const bytes = hash.digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8: custom
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The form as the schema reads it, with a one-time key: the one the page's
 * script gave it, else its content key. So the public form pages carry no
 * per-visitor value and are cached like any other page.
 */
export async function withOneTimeKey(formData: FormData, now = new Date()): Promise<FormData> {
  const sent = formData.get(ONE_TIME_KEY_FIELD);
  if (typeof sent === "string" && sent !== "") return formData;
  formData.set(ONE_TIME_KEY_FIELD, await contentKey(formData, now));
  return formData;
}

/** The document headers of a public form page: an action's Retry-After passes through. */
export function formPageHeaders(actionHeaders: Headers): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
