import { MEDIA_MESSAGES } from "~/modules/media/media-limits";
import { MEDIA_UPLOAD_LIMITS } from "~/modules/media/media.server";
import { consumeMediaUpload } from "~/modules/media/upload-rate-limit.server";
import { checkForm } from "~/utils/form.server";
import { discardRequestBody, readMultipartForm } from "~/utils/multipart.server";

/** Why an upload's body was not read, as the route answers it (JSON or the page). */
export type UploadRefusal = {
  ok: false;
  status: number;
  message: string;
  headers?: Record<string, string>;
};

/**
 * The image of an upload request (the post editor's and the media library's
 * Upload), after the per-person limit and before any check of its bytes
 * (the media module does those): the limit first, reading the body to its
 * end when refused — answering mid-upload shows the browser a reset
 * connection — then the multipart body, cut off at the size limit.
 */
export async function readImageUpload(
  request: Request,
  userId: string,
): Promise<{ ok: true; file: FormDataEntryValue | null } | UploadRefusal> {
  const limited = await consumeMediaUpload(userId);
  if (limited) {
    await discardRequestBody(request);
    const minutes = Math.ceil(limited.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      message: MEDIA_MESSAGES.tooManyUploads(minutes),
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    };
  }
  const form = await readMultipartForm(request, MEDIA_UPLOAD_LIMITS);
  if (!form) return { ok: false, status: 400, message: MEDIA_MESSAGES.missing };
  if (form.oversized) return { ok: false, status: 413, message: MEDIA_MESSAGES.tooLarge };
  const checked = checkForm(form.formData, { files: ["file"] });
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };
  return { ok: true, file: checked.formData.get("file") };
}
