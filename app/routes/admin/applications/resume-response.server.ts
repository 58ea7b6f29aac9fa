import { create as contentDisposition } from "content-disposition";
import type { ResumeFile } from "~/modules/applications/resume-download.server";

/**
 * A résumé as the download an admin gets: streamed, never shown inline,
 * never cached, its name encoded per RFC 6266 so any candidate's name is a
 * safe header. `X-Content-Type-Options: nosniff` comes from the server's
 * security headers on every response (server/security.ts); set here as
 * well, it would be sent twice.
 */
export function resumeResponse(file: ResumeFile): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.fileName, { type: "attachment" }),
      "Cache-Control": "private, no-store",
    },
  });
}
