import crypto from "node:crypto";
import type { DatabaseHandle } from "../../app/db/client.server";
import { jobs } from "../../app/db/schema";
import { demoJobValues } from "../../app/modules/jobs/jobs-seed.server";

/** A small but real PDF (header, one empty page, trailer). */
export const SAMPLE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export const COVER_LETTER =
  "I have spent six years building data platforms for logistics companies, most recently leading the migration of a nightly batch warehouse to streaming pipelines.";

/** Every field of a valid application, as the browser would send it. */
export function validApplicationFields(
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    firstName: "Dana",
    lastName: "Okafor",
    email: "dana.okafor@example.org",
    phone: "(609) 555-0142",
    location: "Trenton, NJ",
    linkedin: "https://www.linkedin.com/in/dana-okafor",
    portfolio: "",
    experience: "5-7",
    referral: "linkedin",
    coverLetter: COVER_LETTER,
    privacyPolicy: "on",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

export function applicationFormData(
  fields: Record<string, string>,
  resume: { bytes: Uint8Array; name: string; type: string } | null = {
    bytes: SAMPLE_PDF,
    name: "dana-okafor-resume.pdf",
    type: "application/pdf",
  },
): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  if (resume) {
    formData.append(
      "resume",
      new File([resume.bytes as BlobPart], resume.name, { type: resume.type }),
    );
  }
  return formData;
}

/** An open contract job to apply to (id and title as given). */
export async function insertOpenJob(db: DatabaseHandle["db"], id: string, title: string) {
  await db.insert(jobs).values(
    demoJobValues({
      id,
      title,
      department: "Engineering",
      location: "Remote (US)",
      type: "Contract",
      description: "Test things.",
      responsibilities: ["Test"],
      requirements: ["Care"],
      isActive: true,
      postedDaysAgo: 1,
    }),
  );
}
