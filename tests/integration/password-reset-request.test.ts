import { eq } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { createAdmin, uniqueEmail } from "../helpers/accounts";
import { setupTestDatabase } from "../helpers/test-database";
import { db } from "~/db/client.server";
import { user, verification } from "~/db/schema";
import {
  issueResetLink,
  resetRequestDispatch,
  type ResetRequestJob,
} from "~/modules/accounts/password-reset.server";
import { action } from "~/routes/admin/forgot-password";

setupTestDatabase();

const realSend = resetRequestDispatch.send;
afterEach(() => {
  resetRequestDispatch.send = realSend;
});

async function ask(email: string, index: number): Promise<Response> {
  const body = new URLSearchParams({ email });
  const request = new Request("http://localhost:3000/admin/forgot-password", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const context = { clientIp: `192.0.2.${index + 1}`, cspNonce: "", requestId: "test" };
  const result = (await action({ request, context, params: {} } as never)) as unknown;
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

test("the forgot-password page answers known, unknown and disabled addresses alike, before any lookup", async () => {
  const known = await createAdmin("known");
  const disabled = await createAdmin("disabled");
  await db().update(user).set({ banned: true }).where(eq(user.id, disabled.userId));
  const held: ResetRequestJob[] = [];
  resetRequestDispatch.send = async (job) => {
    held.push(job);
  };

  const addresses = [known.email, uniqueEmail("unknown"), disabled.email];
  const answers = [];
  for (const [index, email] of addresses.entries()) {
    const response = await ask(email, index);
    answers.push({
      status: response.status,
      location: response.headers.get("Location"),
      headers: [...response.headers.keys()].sort(),
      body: await response.text(),
    });
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  expect(answers[0]).toMatchObject({ status: 302, location: "/admin/forgot-password?sent=1" });
  // The answers created no token: the held job is what does it.
  expect(held.map((job) => job.email)).toEqual(addresses);
  const tokens = () => db().select().from(verification).where(eq(verification.value, known.userId));
  expect(await tokens()).toHaveLength(0);
  expect(await issueResetLink(known.email)).toBe("sent");
  expect(await tokens()).toHaveLength(1);
});
