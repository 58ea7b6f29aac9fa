import type { StoredObject } from "~/modules/storage/object-store";
import { getApplicationForAdmin } from "./applications-admin.server";
import { resumeDownloadName } from "./resume-name";
import { openResume, resumeExists } from "./resume-storage.server";

/** A résumé to hand to an admin: the stored PDF and the name it is downloaded under. */
export type ResumeFile = StoredObject & { fileName: string };

export type ResumeDownload =
  { status: "ok"; file: ResumeFile } | { status: "not-found" } | { status: "file-missing" };

/** Whether the stored file is there (the detail page offers the download only then). */
export function resumeFileExists(key: string): Promise<boolean> {
  return resumeExists(key);
}

/**
 * An application's résumé for an admin, opened from storage and named after
 * the candidate and the job ("Dana-Okafor-Senior-Software-Engineer-resume.pdf")
 * so a recruiter's downloads folder says whose CV is whose — applicants' own
 * names are mostly "CV.pdf". The route sends it (app/routes/admin/applications/resume.tsx).
 */
export async function openResumeForAdmin(
  applicationId: string | undefined,
): Promise<ResumeDownload> {
  const application = await getApplicationForAdmin(applicationId);
  if (!application) return { status: "not-found" };
  const file = await openResume(application.resumeKey);
  if (!file) return { status: "file-missing" };
  return { status: "ok", file: { ...file, fileName: resumeDownloadName(application) } };
}
