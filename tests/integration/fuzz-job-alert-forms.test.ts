// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import crypto from "node:crypto";
import fc from "fast-check";
import { beforeAll, test } from "vitest";
import { subscribeToJobAlerts } from "~/modules/job-alerts/subscriptions.server";
import { JobAlertSubscribeSchema } from "~/modules/job-alerts/job-alert-schema";
import { desc, eq } from "drizzle-orm";
import { emailDeliveries } from "~/db/schema";
import {
  damagedForm,
  expectNoServerError,
  formBody,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
} from "../helpers/fuzz";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 limits: the job alert forms (subscribe, and the manage page's
// confirm / frequency / unsubscribe) take FUZZ_RUNS generated posts each
// without a 5xx.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
let token = "";

beforeAll(async () => {
  const email = "fuzz-alerts@example.org";
  await subscribeToJobAlerts(JobAlertSubscribeSchema.parse({ email, frequency: "daily" }));
  const [mail] = await database()
    .db.select({ text: emailDeliveries.textBody })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, email))
    .orderBy(desc(emailDeliveries.createdAt));
  token = /\/careers\/alerts\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
});

test(
  "the subscribe form answers generated posts without a 5xx",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const input = fc.record({
      entries: damagedForm({
        email: "pat@example.org",
        frequency: "instant",
        q: "java",
        department: "Engineering",
        location: "Hamilton, NJ",
        arrangement: "remote",
        type: "Full-time",
      }),
      urlEncoded: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ entries, urlEncoded }) => {
        const response = await handle(
          new Request("http://localhost:3000/careers/alerts", {
            method: "POST",
            body: formBody(entries, urlEncoded),
          }),
          crypto.randomUUID(),
        );
        await response.arrayBuffer();
        expectNoServerError({
          status: response.status,
          url: `POST /careers/alerts ${JSON.stringify(entries).slice(0, 300)}`,
        });
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);

test(
  "the manage page and the one-click address answer generated posts without a 5xx",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const input = fc.record({
      entries: damagedForm({ intent: "frequency", frequency: "weekly" }),
      intent: fc.constantFrom("frequency", "confirm", "shout", ""),
      known: fc.boolean(),
      oneClick: fc.boolean(),
      urlEncoded: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ entries, intent, known, oneClick, urlEncoded }) => {
        // Never "unsubscribe" with the known token: the rest of the run keeps a live subscription.
        const fields = entries.map(([name, value]): [string, string | File] =>
          name === "intent" ? [name, intent] : [name, value],
        );
        const target = known ? token : crypto.randomBytes(32).toString("base64url");
        const path = `/careers/alerts/${target}${oneClick && !known ? "/unsubscribe" : ""}`;
        const response = await handle(
          new Request(`http://localhost:3000${path}`, {
            method: "POST",
            body: formBody(fields, urlEncoded),
          }),
          crypto.randomUUID(),
        );
        await response.arrayBuffer();
        expectNoServerError({
          status: response.status,
          url: `POST ${path.replace(target, "<token>")} ${JSON.stringify(fields).slice(0, 300)}`,
        });
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);
