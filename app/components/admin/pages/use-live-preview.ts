import { useEffect, useRef } from "react";
import { snapshot } from "~/components/admin/forms/unsaved-changes";
import { expandBlockJson } from "~/modules/pages/block-json";

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
    let drawnOnce = false;
    let controller: AbortController | null = null;
    const draw = async () => {
      // Opening a block (its JSON becomes fields) changes nothing to draw.
      const now = snapshot(form, expandBlockJson);
      const target = document.getElementById(frameId);
      if (now === shown || !(target instanceof HTMLIFrameElement)) return;
      shown = now;
      drawnOnce = true;
      controller?.abort();
      const current = (controller = new AbortController());
      try {
        const response = await fetch(url, {
          method: "POST",
          body: new FormData(form),
          signal: current.signal,
        });
        const html = await response.text();
        const scroll = target.contentWindow?.scrollY ?? 0;
        target.addEventListener("load", () => target.contentWindow?.scrollTo(0, scroll), {
          once: true,
        });
        target.srcdoc = html;
        target.dataset.previewState = "ready";
      } catch {
        // Offline: the next change tries again (aborted: a newer draw is on its way).
        if (!current.signal.aborted) shown = "";
      }
    };
    schedule.current = () => {
      window.clearTimeout(timer);
      // The first drawing (the frame has just appeared) waits for nothing.
      if (!drawnOnce) void draw();
      else timer = window.setTimeout(() => void draw(), PREVIEW_DELAY_MS);
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
