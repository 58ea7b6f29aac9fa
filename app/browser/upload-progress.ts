/**
 * Upload progress for a form with a large file (the résumé). A plain post
 * shows nothing but the browser's spinner while megabytes go out on a slow
 * line; this sends the same form with XMLHttpRequest, whose upload events
 * drive the form's `[data-upload-progress]` panel (a <progress> with its
 * percentage, announced politely at every quarter). The server's answer is
 * handled as the browser would: a redirect (the confirmation) is followed, a
 * page with messages replaces the current one's <main>. Without JavaScript,
 * or for a small file, the form posts normally.
 */

/** Files below this go out with a plain post: it is over before a bar would mean anything. */
export const UPLOAD_PROGRESS_MIN_BYTES = 256 * 1024;

/** Announced at these steps only, so a screen reader is not flooded (the bar has every value). */
const ANNOUNCE_EVERY_PERCENT = 25;

const MESSAGES = {
  uploading: (percent: number) => `Uploading your résumé: ${percent}%`,
  processing: "Upload complete. Checking your application…",
  failed: "The upload did not go through. Check your connection and submit again.",
};

type Hooks = {
  /** The form's page part was replaced by the server's answer: enhance the new one. */
  onReplaced: () => void;
  /** The upload failed before any answer: the form is ready to be sent again. */
  onFailed: () => void;
};

function fileBytes(form: HTMLFormElement): number {
  let bytes = 0;
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file]")) {
    for (const file of input.files ?? []) bytes += file.size;
  }
  return bytes;
}

/** Replaces <main> with the answer's; false when the answer is not one of our pages. */
function showAnswer(answer: Document | null): boolean {
  const main = document.querySelector("main");
  const next = answer?.querySelector("main");
  if (!main || !next) return false;
  main.replaceWith(document.adoptNode(next));
  if (answer?.title) document.title = answer.title;
  window.__reveal?.();
  // The error summary (autofocus, as it is focused on a full page load).
  const landing = next.querySelector<HTMLElement>("[autofocus]");
  if (landing) {
    landing.focus({ preventScroll: true });
    landing.scrollIntoView({ block: "start" });
  }
  return true;
}

/**
 * Sends the form with progress when it carries a large file and has a
 * `[data-upload-progress]` panel; true when it did (the caller then stops
 * the browser's own post).
 */
export function sendWithProgress(form: HTMLFormElement, hooks: Hooks): boolean {
  const panel = form.querySelector<HTMLElement>("[data-upload-progress]");
  const bar = panel?.querySelector("progress");
  const percentText = panel?.querySelector<HTMLElement>("[data-upload-percent]");
  const status = form.querySelector<HTMLElement>("[data-upload-status]");
  if (!panel || !bar || !percentText || !status) return false;
  if (fileBytes(form) < UPLOAD_PROGRESS_MIN_BYTES) return false;

  const body = new FormData(form);
  const request = new XMLHttpRequest();
  let announced = -1;
  const show = (percent: number) => {
    bar.value = percent;
    percentText.textContent = `${percent}%`;
    const step = Math.floor(percent / ANNOUNCE_EVERY_PERCENT) * ANNOUNCE_EVERY_PERCENT;
    if (step > announced) {
      announced = step;
      status.textContent = percent >= 100 ? MESSAGES.processing : MESSAGES.uploading(step);
    }
  };
  const fail = () => {
    panel.hidden = true;
    status.textContent = "";
    let alert = form.querySelector<HTMLElement>("[data-upload-failed]");
    if (!alert) {
      alert = document.createElement("p");
      alert.setAttribute("role", "alert");
      alert.setAttribute("data-upload-failed", "");
      alert.className = "text-sm font-medium text-red-700";
      panel.after(alert);
    }
    alert.textContent = MESSAGES.failed;
    hooks.onFailed();
  };

  form.querySelector("[data-upload-failed]")?.remove();
  panel.hidden = false;
  show(0);
  request.upload.addEventListener("progress", (event) => {
    if (event.lengthComputable) show(Math.floor((event.loaded / event.total) * 100));
  });
  request.upload.addEventListener("load", () => show(100));
  request.addEventListener("load", () => {
    const action = new URL(form.action);
    action.hash = "";
    // Followed a redirect: the confirmation is a page of its own, loaded as a plain post would.
    if (request.status < 400 && request.responseURL && request.responseURL !== action.href) {
      window.location.assign(request.responseURL);
      return;
    }
    if (showAnswer(request.responseXML)) hooks.onReplaced();
    else fail();
  });
  request.addEventListener("error", fail);
  request.addEventListener("abort", fail);
  request.addEventListener("timeout", fail);
  request.open("POST", form.action);
  request.responseType = "document";
  request.setRequestHeader("Accept", "text/html");
  request.send(body);
  return true;
}
