import { recordAudit } from "~/modules/accounts/audit.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import type { Client } from "~/modules/accounts/sign-in.server";
import { getLogger } from "~/utils/logger.server";
import { readMultipartForm } from "~/utils/multipart.server";
import { detectImageType } from "./image-type";
import { MAX_MEDIA_BYTES, MEDIA_MESSAGES } from "./media-limits";
import { ImageUploadSchema } from "./media-schema";
import { storeMedia } from "./media-storage.server";
import { checkForm } from "~/utils/form.server";

export type UploadResult =
  { ok: true; url: string } | { ok: false; status: 400 | 413 | 415 | 503; message: string };

const LIMITS = { maxPartSize: MAX_MEDIA_BYTES, maxFieldSize: 1024, maxFiles: 1, maxParts: 4 };

/**
 * One image from a multipart POST (field "file"): an administrator only,
 * checked by the form's schema, then by its bytes (PNG, JPEG, WebP, GIF),
 * stored under a generated name and audited. The file is cut off at the
 * limit while it streams, never buffered whole.
 */
export async function uploadImage(client: Client): Promise<UploadResult> {
  const actor = await requireAdmin(client.request);
  const form = await readMultipartForm(client.request, LIMITS);
  if (!form) return { ok: false, status: 400, message: MEDIA_MESSAGES.missing };
  if (form.oversized) return { ok: false, status: 413, message: MEDIA_MESSAGES.tooLarge };
  const checked = checkForm(form.formData, { files: ["file"] });
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };

  const parsed = ImageUploadSchema.safeParse({ file: form.formData.get("file") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.failed;
    const status =
      message === MEDIA_MESSAGES.tooLarge ? 413 : message === MEDIA_MESSAGES.notAnImage ? 415 : 400;
    return { ok: false, status, message };
  }
  const file = parsed.data.file;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = detectImageType(bytes);
  if (!detected) return { ok: false, status: 415, message: MEDIA_MESSAGES.notAnImage };

  let stored;
  try {
    stored = await storeMedia(bytes, detected.extension);
  } catch (error) {
    getLogger().error({ err: error }, "image upload could not be stored");
    return { ok: false, status: 503, message: MEDIA_MESSAGES.failed };
  }
  await recordAudit({
    action: "media.upload",
    actor,
    target: { id: stored.name },
    ip: client.ip,
    details: { type: detected.type, bytes: stored.size, originalName: file.name.slice(0, 200) },
  });
  return { ok: true, url: stored.url };
}
