// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { user } from "~/db/schema";
import { createVerifiedAccount } from "../helpers/accounts";
import {
  formBody,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  hostileFormText,
  quietMalformedUrlWarnings,
} from "../helpers/fuzz";
import {
  damagedFormOf,
  expectRefusalAsPage,
  postForm,
  postMode,
  realOrHostile,
} from "../helpers/fuzz-forms";
import { insertApplication } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 2's two forms — Settings › Hiring and the status form's
// closing choice — take FUZZ_RUNS generated submissions each from a
// recruiter without a 5xx; a refused document post comes back as the page.
const database = setupTestDatabase();
quietMalformedUrlWarnings();
const handle = createTestRequestHandler();
let cookie = "";
let applicationIds: string[] = [];

beforeAll(async () => {
  const recruiter = await createVerifiedAccount("fuzz-hiring");
  await database().db.update(user).set({ role: "recruiter" }).where(eq(user.id, recruiter.userId));
  cookie = recruiter.cookie;
  applicationIds = await Promise.all(
    Array.from({ length: 5 }, async () => (await insertApplication()).id),
  );
});

test("Settings › Hiring", { timeout: FUZZ_TIMEOUT_MS }, async () => {
  const input = fc.record({
    entries: damagedFormOf({
      responseTargetDays: realOrHostile(
        fc.oneof(fc.integer({ min: -5, max: 40 }).map(String), fc.constantFrom("5", "1.5", "1e3")),
        hostileFormText,
      ),
      overdueDigest: realOrHostile(fc.constantFrom("on", ""), hostileFormText),
    }),
    urlEncoded: fc.boolean(),
    mode: postMode,
  });
  await fc.assert(
    fc.asyncProperty(input, async ({ entries, urlEncoded, mode }) => {
      const posted = await postForm(
        handle,
        "/admin/settings/hiring",
        formBody(entries, urlEncoded),
        {
          cookie,
          mode,
          input: entries,
        },
      );
      expect(posted.status, posted.label).toBeLessThan(500);
      expectRefusalAsPage(posted, mode, "Response target");
    }),
    { numRuns: FUZZ_RUNS },
  );
});

test(
  "closing an application with or without the closing email",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const input = fc.record({
      id: fc.constantFrom(...applicationIds),
      entries: damagedFormOf({
        intent: realOrHostile(fc.constant("status"), fc.constant("note")),
        status: realOrHostile(fc.constantFrom("rejected", "review", "new"), hostileFormText),
        skipClosingEmail: realOrHostile(fc.constantFrom("on", ""), hostileFormText),
        skipReason: realOrHostile(fc.string({ maxLength: 600 }), hostileFormText),
      }),
      urlEncoded: fc.boolean(),
      mode: postMode,
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ id, entries, urlEncoded, mode }) => {
        const posted = await postForm(
          handle,
          `/admin/applications/${id}`,
          formBody(entries, urlEncoded),
          {
            cookie,
            mode,
            input: entries,
          },
        );
        expect(posted.status, posted.label).toBeLessThan(500);
        expectRefusalAsPage(posted, mode, "Change status");
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);
