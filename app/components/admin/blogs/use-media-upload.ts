import { useState } from "react";
import { MEDIA_MESSAGES, MEDIA_UPLOAD_PATH } from "~/modules/media/media-limits";
import { imageFileProblem } from "~/modules/media/media-schema";

export type MediaUpload = { state: "idle" | "uploading" | "done" | "error"; message: string };

/**
 * Sends an image to the upload route (checked here first: type and size)
 * and reports progress for a live region. `send` resolves with the stored
 * image's address, or null when it was refused.
 */
export function useMediaUpload() {
  const [upload, setUpload] = useState<MediaUpload>({ state: "idle", message: "" });

  async function send(file: File): Promise<string | null> {
    const problem = imageFileProblem(file);
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
