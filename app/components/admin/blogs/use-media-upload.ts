import { useState } from "react";
import { imageDimensions } from "~/modules/media/image-type";
import { MAX_MEDIA_PIXELS, MEDIA_MESSAGES, MEDIA_UPLOAD_PATH } from "~/modules/media/media-limits";
import { imageFileProblem } from "~/modules/media/media-schema";

/** Enough of a file to hold its image header (a JPEG's frame header follows its EXIF). */
const HEADER_BYTES = 256 * 1024;

/** Whether the image has more pixels than the server takes (unknown: let the server decide). */
async function hasTooManyPixels(file: File): Promise<boolean> {
  try {
    const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const size = imageDimensions(header);
    return size !== null && size.width * size.height > MAX_MEDIA_PIXELS;
  } catch {
    return false;
  }
}

/** What the browser can tell of a chosen image before sending it (type, size, pixels), or null. */
export async function imageUploadProblem(file: File): Promise<string | null> {
  const problem = imageFileProblem(file);
  if (problem) return problem;
  return (await hasTooManyPixels(file)) ? MEDIA_MESSAGES.tooManyPixels : null;
}

export type MediaUpload = { state: "idle" | "uploading" | "done" | "error"; message: string };

/**
 * Sends an image to the upload route (checked here first: type, size and pixels)
 * and reports progress for a live region. `send` resolves with the stored
 * image's address, or null when it was refused.
 */
export function useMediaUpload() {
  const [upload, setUpload] = useState<MediaUpload>({ state: "idle", message: "" });

  async function send(file: File): Promise<string | null> {
    const problem = await imageUploadProblem(file);
    if (problem) {
      setUpload({ state: "error", message: problem });
      return null;
    }
    setUpload({ state: "uploading", message: MEDIA_MESSAGES.uploading });
    const body = new FormData();
    body.set("file", file);
    try {
      const response = await fetch(MEDIA_UPLOAD_PATH, { method: "POST", body });
      const answer = (await response.json().catch(() => null)) as {
        url?: string;
        error?: string;
      } | null;
      if (!response.ok || !answer?.url) {
        const fallback = response.status === 413 ? MEDIA_MESSAGES.tooLarge : MEDIA_MESSAGES.failed;
        setUpload({ state: "error", message: answer?.error ?? fallback });
        return null;
      }
      setUpload({ state: "done", message: MEDIA_MESSAGES.uploaded });
      return answer.url;
    } catch {
      setUpload({ state: "error", message: MEDIA_MESSAGES.failed });
      return null;
    }
  }

  return { upload, send };
}
