import crypto from "node:crypto";
import fc from "fast-check";
import { expect } from "vitest";
import { damagedForm, dataUrl, expectNoServerError, type FormEntry } from "./fuzz";
import type { createTestRequestHandler } from "./request-handler";

/**
 * Posting generated forms through the request handler, for the fuzz suites of
 * the forms added since issue 12 (issue 25). Most posts are `.data` requests
 * (the action alone, as the browser's fetch sends them: fast); about one in
 * DOCUMENT_SHARE is a document post (the action, then the page rendered with
 * its answer), so render-time crashes are caught and a refusal can be checked
 * to come back as the page.
 */

/** One post in this many is a document post (JavaScript off), the rest `.data`. */
const DOCUMENT_SHARE = 10;

export const postMode = fc.oneof(
  { arbitrary: fc.constant("document" as const), weight: 1 },
  { arbitrary: fc.constant("data" as const), weight: DOCUMENT_SHARE - 1 },
);
export type PostMode = "document" | "data" | "resource";

export type Posted = {
  status: number;
  /** The action redirected (302 to a document post; 202 with a redirect to a `.data` post). */
  redirected: boolean;
  contentType: string;
  body: string;
  /** Names the request in an assertion's message. */
  label: string;
};

type Handle = ReturnType<typeof createTestRequestHandler>;

/**
 * Posts `body` to `path` (as a document, a `.data` request or to a resource
 * route as is), signed in with `cookie`, from a fresh address each time (the
 * per-IP limits stay out of the way). Fails on a 5xx, naming the input.
 */
export async function postForm(
  handle: Handle,
  path: string,
  body: FormData | URLSearchParams,
  { cookie = "", mode, input }: { cookie?: string; mode: PostMode; input: unknown },
): Promise<Posted> {
  const url = mode === "data" ? dataUrl(path) : path;
  const request = new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body,
  });
  const response = await handle(request, crypto.randomUUID());
  const contentType = response.headers.get("content-type") ?? "";
  const text = /zip|octet-stream/.test(contentType) ? "" : await response.text();
  if (!text) await response.arrayBuffer().catch(() => undefined);
  const label = `POST ${url} ${JSON.stringify(input, describeFile).slice(0, 400)}`;
  expectNoServerError({ status: response.status, url: label });
  const redirected =
    response.status === 302 ||
    response.status === 303 ||
    (mode === "data" && response.status === 202 && text.includes('"redirect"'));
  return { status: response.status, redirected, contentType, body: text, label };
}

/** Files in an assertion's message: their name, type and size, not their bytes. */
function describeFile(_key: string, value: unknown) {
  return value instanceof File
    ? `File(${JSON.stringify(value.name)}, ${JSON.stringify(value.type)}, ${value.size} B)`
    : value;
}

/**
 * A refused document post comes back as the page (HTML with `marker`, e.g. its
 * heading, and — unless `withForm` is false — a form), never a bare text answer.
 */
export function expectRefusalAsPage(
  posted: Posted,
  mode: PostMode,
  marker: string,
  { withForm = true } = {},
) {
  if (mode !== "document" || posted.status < 400 || posted.redirected) return;
  expect(posted.contentType, posted.label).toMatch(/^text\/html/);
  expect(posted.body, posted.label).toContain(marker);
  if (withForm) expect(posted.body, posted.label).toMatch(/<form\b/);
}

/**
 * `damagedForm` of a valid form whose values are themselves generated
 * (real addresses, tokens, dates…), so the real paths run as often as the
 * hostile ones.
 */
export function damagedFormOf(
  valid: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<FormEntry[]> {
  return fc.record(valid).chain((values) => damagedForm(values));
}

/** A text value: one of `real` (weight 2) or hostile text (weight 1). */
export function realOrHostile(
  real: fc.Arbitrary<string>,
  hostile: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: real, weight: 2 }, { arbitrary: hostile, weight: 1 });
}

/**
 * The entries plus, now and then, some of `extra`'s fields: fields a form is
 * about to gain (e.g. the current password), so its real path still runs
 * once they are required.
 */
export function withOptionalFields(
  entries: fc.Arbitrary<FormEntry[]>,
  extra: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<FormEntry[]> {
  const names = Object.keys(extra);
  return fc
    .tuple(entries, fc.subarray(names), fc.record(extra))
    .map(([base, chosen, values]) => [
      ...base,
      ...chosen.map((name): FormEntry => [name, values[name]!]),
    ]);
}
