import type { Route } from "./+types/resume";
import { requireStaff } from "~/routes/session-guard.server";
import { openResumeForAdmin } from "~/modules/applications/resume-download.server";
import { resumeResponse } from "./resume-response.server";

const NOT_FOUND = {
  "not-found": "No application at this address, so there is no résumé to download.",
  "file-missing": "The résumé file of this application is missing from storage.",
} as const;

// A resource route: the PDF itself, for admins only (anonymous visitors are
// redirected to the sign-in page by requireStaff and never get the file).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "applications");
  const download = await openResumeForAdmin(params.applicationId);
  if (download.status === "ok") return resumeResponse(download.file);
  return new Response(NOT_FOUND[download.status], {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "private, no-store",
    },
  });
}
