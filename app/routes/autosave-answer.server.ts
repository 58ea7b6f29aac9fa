/**
 * The answers of the editors' autosave resource routes (posts and pages):
 * JSON the editor's status line reads, never cached, and a 405 for a GET.
 * A form that is not valid yet is simply not saved this time (`invalid`).
 */

export type AutosaveOutcome =
  | { status: "saved"; savedAt: Date }
  | { status: "invalid" | "published" | "stale" | "not-found" | "failed" };

const headers = { "Cache-Control": "no-store" };

const STATUS_CODES = {
  invalid: 422,
  published: 409,
  stale: 409,
  "not-found": 404,
  failed: 503,
} as const satisfies Record<Exclude<AutosaveOutcome["status"], "saved">, number>;

export function autosaveAnswer(outcome: AutosaveOutcome): Response {
  if (outcome.status === "saved") {
    return Response.json({ status: "saved", savedAt: outcome.savedAt.toISOString() }, { headers });
  }
  return Response.json(
    { status: outcome.status },
    { status: STATUS_CODES[outcome.status], headers },
  );
}

/** A form the server could not read at all. */
export function unreadableAutosave(): Response {
  return Response.json({ status: "invalid" }, { status: 400, headers });
}

/** Autosave is a POST; a GET (after the guard) says so. */
export function autosaveGetAnswer(): Response {
  return new Response("Autosave with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain" },
  });
}
