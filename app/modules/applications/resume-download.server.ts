import { create as contentDisposition } from "content-disposition";
import { getApplicationForAdmin } from "./applications-admin.server";
import { resumeDownloadName } from "./resume-name";
import { openResume, resumeExists } from "./resume-storage.server";

export type ResumeDownload =
  { status: "ok"; response: Response } | { status: "not-found" } | { status: "file-missing" };

/** Whether the stored file is there (the detail page offers the download only then). */
export function resumeFileExists(key: string): Promise<boolean> {
  return resumeExists(key);
}

/**
 * An application's résumé for an admin: streamed from storage as a download
 * (never shown inline, never cached), named after the candidate and the job
 * ("Dana-Okafor-Senior-Software-Engineer-resume.pdf") so a recruiter's
 * downloads folder says whose CV is whose — applicants' own names are mostly
 * "CV.pdf" — encoded per RFC 6266 so any name is a safe header. `X-Content-Type-Options:
 * nosniff` comes from the server's security headers on every response
 * (server/security.ts); set here as well, it would be sent twice.
 */
export async function openResumeForAdmin(
  applicationId: string | undefined,
): Promise<ResumeDownload> {
  const application = await getApplicationForAdmin(applicationId);
  if (!application) return { status: "not-found" };
  const file = await openResume(application.resumeKey);
  if (!file) return { status: "file-missing" };
  const response = new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(resumeDownloadName(application), {
        type: "attachment",
      }),
      "Cache-Control": "private, no-store",
    },
  });
  return { status: "ok", response };
}
