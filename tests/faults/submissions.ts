import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  applicationFormData,
  SAMPLE_PDF,
  validApplicationFields,
} from "../helpers/application-form";

/** A demo job that is open to applications (seeded with the demo content). */
export const OPEN_JOB = "senior-software-engineer";

export type Acknowledged = { kind: "inquiry" | "application"; email: string; sha256?: string };

/** A PDF with its own bytes (so every stored résumé can be checked against what was sent). */
function uniquePdf(label: string): Buffer {
  return Buffer.concat([SAMPLE_PDF, Buffer.from(`% ${label} ${crypto.randomUUID()}\n`)]);
}

/** A contact post as the browser sends it; resolves with what the server acknowledged, if it did. */
export async function postInquiry(url: string, label: string): Promise<Acknowledged | null> {
  const response = await sendInquiry(url, label);
  return response.status === 302 ? { kind: "inquiry", email: `${label}@example.org` } : null;
}

/** The contact form's post, as the browser sends it, and the server's whole answer. */
export function sendInquiry(url: string, label: string): Promise<Response> {
  const email = `${label}@example.org`;
  return fetch(`${url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Casey Burst",
      email,
      company: "Burst Inc",
      service: "cloud",
      message: `Fault-suite message ${label}`,
      privacy: "on",
      idempotencyKey: crypto.randomUUID(),
    }),
  });
}

/** The multipart body of an application, with its résumé bytes' hash. */
export async function applicationBody(label: string) {
  const email = `${label}@example.org`;
  const bytes = uniquePdf(label);
  const form = applicationFormData(validApplicationFields({ email }), {
    bytes,
    name: `${label}.pdf`,
    type: "application/pdf",
  });
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    email,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    contentType: request.headers.get("content-type")!,
    body: Buffer.from(await request.arrayBuffer()),
  };
}

export async function postApplication(url: string, label: string): Promise<Acknowledged | null> {
  const { email, sha256, contentType, body } = await applicationBody(label);
  const response = await fetch(`${url}/careers/apply/${OPEN_JOB}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": contentType },
    body,
  });
  const acknowledged =
    response.status === 302 && response.headers.get("location")?.includes("submitted=1");
  return acknowledged ? { kind: "application", email, sha256 } : null;
}

/**
 * What the embedded database in `dataDir` holds (open it only while no server
 * runs on it): inquiries' and applications' e-mails, and for each application
 * whether its résumé file is there with the bytes recorded for it.
 */
export async function storedSubmissions(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, "db"));
  try {
    const inquiries = await db.query<{ email: string }>("select email from inquiries");
    const applications = await db.query<{
      email: string;
      resume_key: string;
      resume_sha256: string;
    }>("select email, resume_key, resume_sha256 from applications");
    return {
      inquiries: new Set(inquiries.rows.map((row) => row.email)),
      applications: new Map(
        applications.rows.map((row) => {
          const file = path.join(dataDir, "uploads", "resumes", row.resume_key);
          const bytes = fs.existsSync(file) ? fs.readFileSync(file) : null;
          const fileSha256 = bytes && crypto.createHash("sha256").update(bytes).digest("hex");
          return [row.email, { recorded: row.resume_sha256, onDisk: fileSha256 }];
        }),
      ),
    };
  } finally {
    await db.close();
  }
}
