import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { applications, candidateLinks } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  findWorkingLink,
  hashCandidateToken,
  issueCandidateLink,
  statusLinkExpiry,
  useOneTimeLink,
} from "./candidate-links.server";
import { CANDIDATE_TOKEN_PATTERN } from "./candidate-link-paths";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;

async function insertApplication(): Promise<string> {
  const [row] = await db()
    .insert(applications)
    .values({
      jobTitle: "QA Analyst",
      firstName: "Dana",
      lastName: "Okafor",
      email: `dana-${crypto.randomUUID()}@example.org`,
      phone: "555",
      location: "Trenton, NJ",
      experience: "5-7",
      coverLetter: "x".repeat(120),
      privacyConsent: true,
      resumeKey: `${crypto.randomUUID()}.pdf`,
      resumeFileName: "cv.pdf",
      resumeSize: 10,
      resumeSha256: "0".repeat(64),
      idempotencyKey: crypto.randomUUID(),
    })
    .returning({ id: applications.id });
  return row!.id;
}

const issue = (applicationId: string, purpose: "status" | "export", expiresAt: Date, now?: Date) =>
  db().transaction((tx) => issueCandidateLink(tx, applicationId, purpose, expiresAt, now));

test("a token is 256 random bits in base64url, and only its SHA-256 is stored", async () => {
  const id = await insertApplication();
  const token = await issue(id, "status", new Date(Date.now() + DAY));
  expect(token).toMatch(CANDIDATE_TOKEN_PATTERN);
  expect(Buffer.from(token, "base64url")).toHaveLength(32);
  expect(hashCandidateToken(token)).toBe(crypto.createHash("sha256").update(token).digest("hex"));

  const rows = await db().select().from(candidateLinks).where(eq(candidateLinks.applicationId, id));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.tokenHash).toBe(hashCandidateToken(token));
  expect(JSON.stringify(rows)).not.toContain(token);
  expect(await findWorkingLink(token, "status")).toEqual({ id: rows[0]!.id, applicationId: id });
});

test("a link stops at its expiry, and opens nothing for another purpose or a malformed token", async () => {
  const id = await insertApplication();
  const now = new Date("2026-03-01T12:00:00Z");
  const expiresAt = new Date(now.getTime() + DAY);
  const token = await issue(id, "status", expiresAt, now);
  expect(await findWorkingLink(token, "status", now)).not.toBeNull();
  expect(await findWorkingLink(token, "status", new Date(expiresAt.getTime() - 1))).not.toBeNull();
  expect(await findWorkingLink(token, "status", expiresAt)).toBeNull();
  expect(await findWorkingLink(token, "export", now)).toBeNull();
  expect(await findWorkingLink(`${token.slice(0, -1)}!`, "status", now)).toBeNull();
  expect(await findWorkingLink(undefined, "status", now)).toBeNull();
  expect(
    await findWorkingLink(crypto.randomBytes(32).toString("base64url"), "status", now),
  ).toBeNull();
});

test("a newer link for the same application and purpose revokes the older one", async () => {
  const id = await insertApplication();
  const other = await insertApplication();
  const later = new Date(Date.now() + DAY);
  const first = await issue(id, "status", later);
  const elsewhere = await issue(other, "status", later);
  const request = await issue(id, "export", later);
  const second = await issue(id, "status", later);
  expect(await findWorkingLink(first, "status")).toBeNull();
  expect(await findWorkingLink(second, "status")).not.toBeNull();
  // Another purpose, another application: untouched.
  expect(await findWorkingLink(request, "export")).not.toBeNull();
  expect(await findWorkingLink(elsewhere, "status")).not.toBeNull();
  const [revoked] = await db()
    .select({ revokedAt: candidateLinks.revokedAt })
    .from(candidateLinks)
    .where(eq(candidateLinks.tokenHash, hashCandidateToken(first)));
  expect(revoked!.revokedAt).toBeInstanceOf(Date);
});

test("a one-time link is used once; the application's deletion takes its links along", async () => {
  const id = await insertApplication();
  const token = await issue(id, "export", new Date(Date.now() + DAY));
  const link = await findWorkingLink(token, "export");
  expect(link).not.toBeNull();
  expect(await db().transaction((tx) => useOneTimeLink(tx, link!.id))).toBe(true);
  expect(await db().transaction((tx) => useOneTimeLink(tx, link!.id))).toBe(false);
  expect(await findWorkingLink(token, "export")).toBeNull();

  const status = await issue(id, "status", new Date(Date.now() + DAY));
  await db().delete(applications).where(eq(applications.id, id));
  expect(await findWorkingLink(status, "status")).toBeNull();
  expect(
    await db().select().from(candidateLinks).where(eq(candidateLinks.applicationId, id)),
  ).toEqual([]);
});

test("a status link ends with the application's retention period", () => {
  const applied = new Date("2026-01-05T09:30:00Z");
  expect(statusLinkExpiry(applied, 730).toISOString()).toBe("2028-01-05T09:30:00.000Z");
  expect(statusLinkExpiry(applied, 30).toISOString()).toBe("2026-02-04T09:30:00.000Z");
});
