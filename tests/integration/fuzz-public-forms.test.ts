// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import crypto from "node:crypto";
import fc from "fast-check";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { applications, inquiries } from "~/db/schema";
import { APPLICATION_MESSAGES, MAX_RESUME_BYTES } from "~/modules/applications/application-schema";
import { insertOpenJob, SAMPLE_PDF, validApplicationFields } from "../helpers/application-form";
import {
  damagedForm,
  expectNoServerError,
  formBody,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  type FormEntry,
} from "../helpers/fuzz";
import { expectRefusalAsPage, postForm, postMode } from "../helpers/fuzz-forms";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 12: at least FUZZ_RUNS generated submissions to every public form
// (contact; job application with and without a résumé), posted as a browser
// would (the action runs, then the page renders its answer). None may answer
// 5xx, and none may store anything unless it was answered as a success.
// Issue 25: the general application (no job), too.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const JOB_ID = "fuzz-engineer";

beforeAll(async () => {
  await insertOpenJob(database().db, JOB_ID, "Fuzz Engineer");
});

async function rows(table: typeof inquiries | typeof applications): Promise<number> {
  const [row] = await database().db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

/** Posts like a browser from its own address (the per-IP rate limits stay out of the way). */
async function post(path: string, body: FormData | URLSearchParams) {
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body });
  const response = await handle(request, crypto.randomUUID());
  await response.arrayBuffer();
  return response;
}

const honeypotFilled = (entries: FormEntry[]) =>
  entries.some(([name, value]) => name === "website" && String(value).trim() !== "");

/**
 * What makes a submission the same one again (utils/one-time-key.server.ts):
 * the one-time key it came with, else (no key: a browser without JavaScript)
 * its content that day — as the server reads it: a multipart body's parser
 * (undici) decodes each value with a TextDecoder, which drops one leading
 * byte-order mark, so "\uFEFF" arrives as "".
 */
function submissionIdentity(sent: FormEntry[], urlEncoded: boolean): string {
  const entries = sent.map(([name, value]): FormEntry => [
    name,
    typeof value === "string" && !urlEncoded ? value.replace(/^\uFEFF/, "") : value,
  ]);
  const key = entries.find(([name]) => name === "idempotencyKey")?.[1];
  if (typeof key === "string" && key !== "") return `key:${key}`;
  const content = entries
    .filter(([name]) => name !== "idempotencyKey")
    .map(([name, value]) => [
      name,
      typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value.name,
    ]);
  return `content:${JSON.stringify(content)}`;
}

const VALID_CONTACT = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (555) 010-0000",
  company: "Analytical Engines",
  service: "data",
  message: "We would like to talk about a data platform.\nThanks!",
  privacy: "on",
  // The form's one-time key; each run gets its own (below), as each rendered form does.
  idempotencyKey: "0b7e0c1e-6a52-4d5e-9c1f-2f6a1d3b4c5e",
};

const resumeFile = fc.oneof(
  fc.constant(new File([SAMPLE_PDF], "resume.pdf", { type: "application/pdf" })),
  fc
    .record({
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([SAMPLE_PDF, tail])),
      ),
      name: fc.oneof(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.constantFrom("cv.pdf", "../../etc/passwd.pdf", "", "a\u0000.pdf", "é.pdf"),
      ),
      type: fc.constantFrom("application/pdf", "text/plain", "", "application/octet-stream"),
    })
    .map(({ bytes, name, type }) => new File([bytes as BlobPart], name, { type })),
);

describe("public forms answer generated submissions without a 5xx", () => {
  test("contact form", { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const input = fc.record({
      entries: damagedForm(VALID_CONTACT),
      urlEncoded: fc.boolean(),
      key: fc.uuid(),
    });
    const stored = new Set<string>();
    await fc.assert(
      fc.asyncProperty(input, async ({ entries, urlEncoded, key }) => {
        const fields = entries.map(([name, value]): FormEntry =>
          name === "idempotencyKey" && value === VALID_CONTACT.idempotencyKey
            ? [name, key]
            : [name, value],
        );
        const before = await rows(inquiries);
        const response = await post("/contact", formBody(fields, urlEncoded));
        expectNoServerError({
          status: response.status,
          url: `POST /contact ${JSON.stringify(entries).slice(0, 300)}`,
        });
        // A success stores one inquiry, unless the same submission was stored before.
        const identity = submissionIdentity(fields, urlEncoded);
        const added =
          response.status === 302 && !honeypotFilled(entries) && !stored.has(identity) ? 1 : 0;
        expect(await rows(inquiries)).toBe(before + added);
        if (added) stored.add(identity);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  for (const withResume of [true, false]) {
    test(
      `job application ${withResume ? "with" : "without"} a résumé`,
      { timeout: FUZZ_TIMEOUT_MS },
      async () => {
        const input = fc.record({
          entries: damagedForm(validApplicationFields()),
          resume: withResume
            ? fc.array(resumeFile, { minLength: 1, maxLength: 2 })
            : fc.constant([] as File[]),
          key: fc.uuid(),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ entries, resume, key }) => {
            const fields = entries.map(([name, value]): FormEntry =>
              name === "idempotencyKey" && typeof value === "string" && value.length === 36
                ? [name, key]
                : [name, value],
            );
            const body = formBody([
              ...fields,
              ...resume.map((file): FormEntry => ["resume", file]),
            ]);
            const before = await rows(applications);
            const response = await post(`/careers/apply/${JOB_ID}`, body);
            expectNoServerError({
              status: response.status,
              url: `POST /careers/apply ${JSON.stringify(fields).slice(0, 300)}`,
            });
            expect(await rows(applications)).toBeLessThanOrEqual(
              before + (response.status === 302 && !honeypotFilled(entries) ? 1 : 0),
            );
          }),
          { numRuns: FUZZ_RUNS },
        );
      },
    );
  }
});

/** Just past the résumé limit: the form must come back with its values and the file's error. */
const OVERSIZED_RESUME = Buffer.concat([
  SAMPLE_PDF,
  Buffer.alloc(MAX_RESUME_BYTES + 1 - SAMPLE_PDF.length),
]);

test(
  "general application (no job): the talent pool's “Send us your CV”",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const input = fc
      .record({
        entries: damagedForm(validApplicationFields()),
        resume: fc.array(resumeFile, { maxLength: 2 }),
        oversized: fc.oneof(
          { arbitrary: fc.constant(false), weight: 29 },
          { arbitrary: fc.constant(true), weight: 1 },
        ),
        key: fc.uuid(),
        urlEncoded: fc.boolean(),
      })
      .chain((values) =>
        // An over-size résumé is sent as often with JavaScript off as on.
        (values.oversized ? fc.constantFrom("document" as const, "data" as const) : postMode).map(
          (mode) => ({ ...values, mode }),
        ),
      );
    await fc.assert(
      fc.asyncProperty(input, async ({ entries, resume, oversized, key, urlEncoded, mode }) => {
        const fields = entries.map(([name, value]): FormEntry =>
          name === "idempotencyKey" && typeof value === "string" && value.length === 36
            ? [name, key]
            : [name, value],
        );
        const files = oversized
          ? [new File([OVERSIZED_RESUME], "big-cv.pdf", { type: "application/pdf" })]
          : resume;
        const body = formBody(
          [...fields, ...files.map((file): FormEntry => ["resume", file])],
          urlEncoded,
        );
        const before = await rows(applications);
        const posted = await postForm(handle, "/careers/apply", body, {
          mode,
          input: { fields, files },
        });
        expectRefusalAsPage(posted, mode, "Send us your CV");
        const stored = posted.redirected && !honeypotFilled(entries) ? 1 : 0;
        expect(await rows(applications), posted.label).toBeLessThanOrEqual(before + stored);
        if (!oversized || posted.status === 400) return;
        // The résumé's own error, with the typed values kept (never a bare text page).
        expect(posted.status, posted.label).toBe(413);
        expect(await rows(applications), posted.label).toBe(before);
        if (mode !== "document") return;
        expect(posted.body, posted.label).toContain(APPLICATION_MESSAGES.resumeSize);
        const typed = fields.find(([name]) => name === "firstName")?.[1];
        if (typed === "Dana") expect(posted.body, posted.label).toContain('value="Dana"');
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);
