import { PRIVACY_POLICY_VERSION } from "~/modules/company/privacy-policy";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { beforeEach, expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import { outboxDir } from "~/utils/mail.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { listInquiriesForAdmin, submitInquiry } from "./inquiries.server";
import type { InquiryInput } from "./inquiry-schema";

setupTestDatabase();

const INPUT: Omit<InquiryInput, "idempotencyKey"> = {
  name: "Priya Raman",
  email: "priya@example.org",
  phone: "(732) 555-0199",
  company: "Raman Analytics",
  service: "data",
  message: "We need help building a modern data warehouse <script>alert(1)</script>.",
  privacy: true,
};

/** The form as one rendered page sends it: its own one-time key. */
const form = (): InquiryInput => ({ ...INPUT, idempotencyKey: crypto.randomUUID() });

beforeEach(async () => {
  await fs.rm(outboxDir(), { recursive: true, force: true });
});

async function readOutbox() {
  const files = (await fs.readdir(outboxDir())).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => simpleParser(await fs.readFile(path.join(outboxDir(), file)))),
  );
}

test("stores the inquiry with status new and every field", async () => {
  const stored = await submitInquiry(form(), DEMO_COMPANY);
  const rows = await listInquiriesForAdmin();
  const row = rows.find((candidate) => candidate.id === stored.inquiry.id);
  expect(row).toMatchObject({
    name: "Priya Raman",
    email: "priya@example.org",
    phone: "(732) 555-0199",
    company: "Raman Analytics",
    service: "data",
    message: INPUT.message,
    privacyConsent: true,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    status: "new",
  });
  expect(row?.createdAt).toBeInstanceOf(Date);
  expect(row?.privacyConsentAt).toBeInstanceOf(Date);
});

test("emails the team (Reply-To the visitor) and confirms to the visitor", async () => {
  await submitInquiry(form(), DEMO_COMPANY);
  const mails = await readOutbox();
  expect(mails).toHaveLength(2);

  const team = mails.find((mail) => mail.subject?.startsWith("New inquiry"));
  const visitor = mails.find((mail) => mail.subject?.startsWith("We received your message"));
  expect(team?.to).toMatchObject({ text: DEMO_COMPANY.email });
  expect(team?.replyTo?.text).toBe("priya@example.org");
  // The visitor is never the sender.
  expect(team?.from?.text).not.toContain("priya@example.org");
  expect(team?.text).toContain("Raman Analytics");
  expect(team?.text).toContain("Data Engineering");
  // Visitor text is escaped in the HTML part, never markup.
  expect(team?.html).toContain("&lt;script&gt;");
  expect(team?.html).not.toContain("<script>");

  expect(visitor?.to).toMatchObject({ text: "priya@example.org" });
  expect(visitor?.text).toContain("within 24 hours");
  // Greeted by the first word of the name, nothing more of it.
  expect(visitor?.text).toMatch(/^Hello Priya,/);
  expect(visitor?.html).toContain("Data Engineering");
  // Nothing the visitor typed is echoed to the address they typed.
  expect(visitor?.text).not.toContain("data warehouse");
  expect(visitor?.html).not.toContain("Priya Raman");
});
