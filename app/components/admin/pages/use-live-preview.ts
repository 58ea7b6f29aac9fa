import { useEffect, useRef } from "react";
import { snapshot } from "~/components/admin/forms/unsaved-changes";

/** How long typing pauses before the preview is drawn again. */
export const PREVIEW_DELAY_MS = 400;

/**
 * Keeps the preview frame showing the form as typed: after a pause in
 * typing (and after a block is added, moved or removed) the form is posted
 * to the preview route, the same server code that renders the public page,
 * and its document becomes the frame's. The frame runs no script (sandbox),
 * and keeps its scroll position across updates.
 */
export function useLivePreview(formId: string, frameId: string, url: string) {
  const schedule = useRef<() => void>(() => {});
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: number | undefined;
    let shown = "";
    let controller: AbortController | null = null;
    const draw = async () => {
      const now = snapshot(form);
      const target = document.getElementById(frameId);
      if (now === shown || !(target instanceof HTMLIFrameElement)) return;
      shown = now;
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(url, {
          method: "POST",
          body: new FormData(form),
          signal: controller.signal,
        });
        const html = await response.text();
        const scroll = target.contentWindow?.scrollY ?? 0;
        target.addEventListener("load", () => target.contentWindow?.scrollTo(0, scroll), {
          once: true,
        });
        target.srcdoc = html;
        target.dataset.previewState = "ready";
      } catch {
        // Aborted by a newer draw, or offline: the next change tries again.
        shown = "";
      }
    };
    schedule.current = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void draw(), PREVIEW_DELAY_MS);
    };
    form.addEventListener("input", schedule.current);
    form.addEventListener("change", schedule.current);
    void draw();
    return () => {
      window.clearTimeout(timer);
      controller?.abort();
      form.removeEventListener("input", schedule.current);
      form.removeEventListener("change", schedule.current);
    };
  }, [formId, frameId, url]);
  // Added, moved or removed blocks change the form without an input event.
  useEffect(() => schedule.current());
}
