// The public forms as the crowd bench (scripts/bench-crowd.mjs) sends them,
// and its check that what the server acknowledged is stored once. Kept apart
// so a test can send these exact bodies through the real routes.
import { Buffer } from "node:buffer";
import crypto from "node:crypto";
import { URLSearchParams } from "node:url";

/** The résumé: a real PDF header padded to a typical small CV's size. */
export const RESUME_BYTES = 60 * 1024;
/** What the server answers a stored form with: a redirect to these. */
export const APPLICATION_ACKNOWLEDGED = /[?&]submitted=1/;
export const CONTACT_ACKNOWLEDGED = /[?&]sent=1/;

const RESUME = (() => {
  const head = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n",
  );
  const tail = Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n");
  const padding = Buffer.alloc(RESUME_BYTES - head.length - tail.length, "% padding\n");
  return Buffer.concat([head, padding, tail]);
})();
const COVER_LETTER =
  "I have spent six years building data platforms for logistics companies, most recently leading the migration of a nightly batch warehouse to streaming pipelines.";

/**
 * The form's one-time key as a browser submits it: the page carries the
 * field empty and its script fills in a random key (app/browser/one-time-key.ts).
 * Null when the page has no such form.
 */
export function oneTimeKey(html) {
  const input = html.match(/<input[^>]*name="idempotencyKey"[^>]*>/)?.[0];
  return input?.includes("data-one-time-key") ? crypto.randomUUID() : null;
}

function multipart(fields, file) {
  const boundary = `----crowd${crypto.randomBytes(12).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** A job application with the PDF, carrying `token` as its e-mail address. */
export function applicationBody(token, key) {
  return multipart(
    {
      firstName: "Crowd",
      lastName: "Visitor",
      email: token,
      phone: "(609) 555-0142",
      location: "Trenton, NJ",
      linkedin: "",
      portfolio: "",
      experience: "5-7",
      referral: "linkedin",
      coverLetter: COVER_LETTER,
      privacyPolicy: "on",
      website: "",
      idempotencyKey: key,
    },
    { field: "resume", name: "crowd-resume.pdf", bytes: RESUME },
  );
}

/** A contact message carrying `token` as its e-mail address. */
export function contactBody(token, key) {
  return {
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(
      new URLSearchParams({
        name: "Crowd Visitor",
        email: token,
        phone: "",
        company: "Bench Ltd",
        service: "cloud",
        message: "We would like to talk about moving our data platform to the cloud this year.",
        privacy: "on",
        website: "",
        idempotencyKey: key,
      }).toString(),
    ),
  };
}

/**
 * Compares what was sent with the rows found per token. `sent`: one entry
 * per form ({ token, posts, acknowledged }); `rows`: token → rows stored.
 * `ok` is false when an acknowledged submission is missing or any token was
 * stored more than once.
 */
export function storedCheck(sent, rows) {
  const acknowledged = sent.filter((s) => s.acknowledged);
  const result = {
    sent: sent.length,
    acknowledged: acknowledged.length,
    sentTwice: acknowledged.filter((s) => s.posts > 1).length,
    storedOnce: acknowledged.filter((s) => rows.get(s.token) === 1).length,
    lost: acknowledged.filter((s) => !rows.get(s.token)).length,
    storedTwice: [...rows.values()].filter((n) => n > 1).length,
    storedNotAcknowledged: sent.filter((s) => !s.acknowledged && rows.get(s.token)).length,
  };
  return { ...result, ok: result.lost === 0 && result.storedTwice === 0 };
}
