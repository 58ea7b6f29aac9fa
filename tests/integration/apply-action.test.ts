import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, expect, test } from "vitest";
import { listApplicationsForAdmin } from "~/modules/applications/applications.server";
import { resumePath, resumesDir } from "~/modules/applications/resume-storage.server";
import { action } from "~/routes/careers/apply";
import {
  applicationFormData,
  insertOpenJob,
  SAMPLE_PDF,
  validApplicationFields,
} from "../helpers/application-form";
import { setupTestDatabase } from "../helpers/test-database";

const database = setupTestDatabase();
const JOB_ID = "qa-analyst";

beforeAll(async () => {
  await insertOpenJob(database().db, JOB_ID, "QA Analyst");
});

type ActionArgs = Parameters<typeof action>[0];

/** Calls the route's action as React Router would, and returns the HTTP status it answers with. */
async function post(
  body: FormData | string,
  jobId = JOB_ID,
  contentType?: string,
): Promise<number> {
  const request = new Request(`http://localhost/careers/apply/${jobId}`, {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : undefined,
  });
  const context = { clientIp: crypto.randomUUID(), cspNonce: "n", requestId: "r" };
  try {
    const result = await action({ request, params: { jobId }, context } as unknown as ActionArgs);
    if (result instanceof Response) return result.status;
    const init = (result as { init?: ResponseInit | null }).init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: ResponseInit | null })?.init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

/** Every stored row has its complete file, and every file belongs to a row. */
async function expectStorageConsistent() {
  const rows = await listApplicationsForAdmin(100_000);
  for (const row of rows) {
    const bytes = await fs.readFile(resumePath(row.resumeKey));
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(row.resumeSha256);
  }
  const files = await fs.readdir(resumesDir()).catch(() => [] as string[]);
  expect(files.sort()).toEqual(rows.map((row) => row.resumeKey).sort());
  return rows.length;
}

test("a valid application is stored and answered with a redirect to the confirmation", async () => {
  const before = (await listApplicationsForAdmin(100_000)).length;
  expect(await post(applicationFormData(validApplicationFields()))).toBe(302);
  expect(await expectStorageConsistent()).toBe(before + 1);
});

test("unknown jobs answer 404; unreadable bodies 400; a fake PDF 415", async () => {
  expect(await post(applicationFormData(validApplicationFields()), "no-such-job")).toBe(404);
  expect(await post("{}", JOB_ID, "application/json")).toBe(400);
  expect(await post("--x\r\nbroken", JOB_ID, "multipart/form-data; boundary=x")).toBe(400);
  const fake = applicationFormData(validApplicationFields(), {
    bytes: Buffer.from("MZ not a pdf"),
    name: "resume.pdf",
    type: "application/pdf",
  });
  expect(await post(fake)).toBe(415);
  await expectStorageConsistent();
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "a".repeat(300),
    "https://example.com",
  ),
);

const resume = fc.option(
  fc.record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([SAMPLE_PDF, tail])),
    ),
    name: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("cv.pdf", "../../etc/passwd.pdf", ""),
    ),
    type: fc.constantFrom("application/pdf", "text/plain", "", "application/octet-stream"),
  }),
  { nil: null },
);

/** A valid application with any subset of its fields replaced by arbitrary text. */
const mutatedFields = fc
  .record({
    replacements: fc.dictionary(
      fc.constantFrom(...Object.keys(validApplicationFields()), "extra", "website"),
      text,
      { maxKeys: 4 },
    ),
    dropped: fc.subarray(Object.keys(validApplicationFields())),
  })
  .map(({ replacements, dropped }) => {
    const fields = { ...validApplicationFields(), ...replacements };
    for (const key of dropped) delete fields[key];
    return fields;
  });

test("no generated input yields a 5xx or a half-saved application", async () => {
  await fc.assert(
    fc.asyncProperty(mutatedFields, resume, async (fields, file) => {
      const before = (await listApplicationsForAdmin(100_000)).length;
      const status = await post(applicationFormData(fields, file));
      expect(status).toBeLessThan(500);
      expect([302, 400, 413, 415]).toContain(status);
      const after = await expectStorageConsistent();
      expect(after - before).toBe(status === 302 && !fields.website?.trim() ? 1 : 0);
    }),
    { numRuns: 60 },
  );
  const files = await fs.readdir(resumesDir());
  expect(files.every((name) => !name.includes(path.sep))).toBe(true);
});
