import crypto from "node:crypto";
import { applications, inquiries, type Application, type Inquiry } from "../../app/db/schema";
import { db } from "../../app/db/client.server";
import { COVER_LETTER } from "./application-form";
import type { Actor } from "~/modules/actor/actor";
import { requireStaffActor } from "~/routes/session-guard.server";

let sequence = 0;

/** An application row straight into the database (no file, no email): for inbox reads. */
export async function insertApplication(
  overrides: Partial<typeof applications.$inferInsert> = {},
): Promise<Application> {
  sequence += 1;
  const [row] = await db()
    .insert(applications)
    .values({
      jobId: null,
      jobTitle: "Data Engineer",
      firstName: "Applicant",
      lastName: `Number${sequence}`,
      email: `applicant-${sequence}@example.org`,
      phone: "(609) 555-0142",
      location: "Trenton, NJ",
      experience: "3-5",
      coverLetter: COVER_LETTER,
      privacyConsent: true,
      resumeKey: `${crypto.randomUUID()}.pdf`,
      resumeFileName: "resume.pdf",
      resumeSize: 100,
      resumeSha256: "0".repeat(64),
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no application inserted");
  return row;
}

export async function insertInquiry(
  overrides: Partial<typeof inquiries.$inferInsert> = {},
): Promise<Inquiry> {
  sequence += 1;
  const [row] = await db()
    .insert(inquiries)
    .values({
      name: `Visitor ${sequence}`,
      email: `visitor-${sequence}@example.org`,
      company: "Lakeside Manufacturing",
      service: "cloud",
      message: "We want to migrate two data centers to the cloud.",
      privacyConsent: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no inquiry inserted");
  return row;
}

/** The actor a route hands to a module, for a signed-in administrator's cookie. */
export async function adminActor(cookie: string): Promise<Actor> {
  const request = new Request("http://localhost:3000/admin", { headers: { cookie } });
  return requireStaffActor(request, TEST_IP, null);
}

export const TEST_IP = "203.0.113.77";

type RouteAction = (args: never) => unknown;

/**
 * Posts a form to a route's action as React Router would, for a caller who
 * must be refused (anonymous or not an approved admin): returns the redirect
 * the route's guard threw.
 */
export async function refusedPost(
  action: RouteAction,
  {
    cookie,
    params = {},
    form: body,
  }: { cookie: string; params?: Record<string, string>; form: FormData },
): Promise<Response> {
  const request = new Request("http://localhost:3000/admin", {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body,
  });
  const context = { clientIp: TEST_IP, cspNonce: "", requestId: "test" };
  return thrownResponse(() =>
    Promise.resolve((action as (args: unknown) => unknown)({ request, params, context })),
  );
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** What a route guard threw (a redirect Response), for asserting on it. */
export async function thrownResponse(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response");
}

/** Like `refusedPost`, for a route's loader (a page or a download). */
export async function refusedGet(
  loader: RouteAction,
  { cookie, params = {} }: { cookie: string; params?: Record<string, string> },
): Promise<Response> {
  const request = new Request("http://localhost:3000/admin", {
    headers: cookie ? { cookie } : {},
  });
  const context = { clientIp: TEST_IP, cspNonce: "", requestId: "test" };
  return thrownResponse(() =>
    Promise.resolve((loader as (args: unknown) => unknown)({ request, params, context })),
  );
}
