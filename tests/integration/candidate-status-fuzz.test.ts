// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import crypto from "node:crypto";
import fc from "fast-check";
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { applications, emailDeliveries } from "~/db/schema";
import {
  applicationFormData,
  insertOpenJob,
  SAMPLE_PDF,
  validApplicationFields,
} from "../helpers/application-form";
import {
  damagedForm,
  expectNoServerError,
  formBody,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  type FormEntry,
} from "../helpers/fuzz";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 limits: the status page's forms take FUZZ_RUNS generated posts
// (damaged fields, hostile text, stray files, url-encoded bodies) without a
// 5xx, and a résumé is only ever replaced by a PDF.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const JOB_ID = "fuzz-status-engineer";
let token = "";
let applicationId = "";

beforeAll(async () => {
  await insertOpenJob(database().db, JOB_ID, "Fuzz Status Engineer");
  const email = "fuzz-status@example.org";
  const applied = await handle(
    new Request(`http://localhost:3000/careers/apply/${JOB_ID}`, {
      method: "POST",
      body: applicationFormData(validApplicationFields({ email })),
    }),
    "198.51.100.9",
  );
  expect(applied.status).toBe(302);
  const [mail] = await database()
    .db.select({ text: emailDeliveries.textBody })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, email))
    .orderBy(desc(emailDeliveries.createdAt));
  token = /\/careers\/status\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  const [row] = await database()
    .db.select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, email));
  applicationId = row!.id;
});

const resumeFile = fc.oneof(
  fc.constant(new File([SAMPLE_PDF], "resume.pdf", { type: "application/pdf" })),
  fc
    .record({
      bytes: fc.uint8Array({ maxLength: 64 }),
      name: fc.oneof(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.constantFrom("cv.pdf", "../../etc/passwd.pdf", "", "a\u0000.pdf"),
      ),
      type: fc.constantFrom("application/pdf", "text/plain", "", "application/octet-stream"),
    })
    .map(({ bytes, name, type }) => new File([bytes as BlobPart], name, { type })),
);

test(
  "the status page's forms answer generated posts without a 5xx",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const input = fc.record({
      entries: damagedForm({ intent: "replace-resume" }),
      intent: fc.constantFrom("replace-resume", "replace-resume", "withdraw", "shout", ""),
      resume: fc.array(resumeFile, { maxLength: 2 }),
      urlEncoded: fc.boolean(),
      known: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ entries, intent, resume, urlEncoded, known }) => {
        const fields = entries.map(([name, value]): FormEntry =>
          name === "intent" && value === "replace-resume" ? [name, intent] : [name, value],
        );
        const body = formBody(
          [...fields, ...resume.map((file): FormEntry => ["resume", file])],
          urlEncoded,
        );
        const target = known ? token : crypto.randomBytes(32).toString("base64url");
        const response = await handle(
          new Request(`http://localhost:3000/careers/status/${target}`, { method: "POST", body }),
          crypto.randomUUID(),
        );
        await response.arrayBuffer();
        expectNoServerError({
          status: response.status,
          url: `POST /careers/status ${JSON.stringify(fields).slice(0, 300)}`,
        });
        const [row] = await database()
          .db.select({ name: applications.resumeFileName, size: applications.resumeSize })
          .from(applications)
          .where(eq(applications.id, applicationId));
        // Whatever was replaced, it is a PDF's worth of bytes with a clean name.
        expect(row!.name).not.toMatch(/\p{Cc}|[\\/]/u);
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);
