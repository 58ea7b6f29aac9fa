/**
 * "Share Job" (markup: components/careers/share-job-button.tsx): the
 * device's share sheet where there is one, otherwise copy the link and say so
 * in the status region next to it (the spec's alert, made accessible).
 * Without JavaScript the link is a mailto: carrying the job's address.
 */
export const SHARE_MESSAGES = {
  copied: "Link copied to clipboard!",
  copyByHand: (url: string) => `Copy this link to share the job: ${url}`,
};

/** How long the confirmation stays. */
const MESSAGE_MS = 4000;

async function share(link: HTMLElement, status: HTMLElement | null) {
  const url = link.dataset.shareUrl ?? "";
  const title = link.dataset.shareTitle ?? document.title;
  const shareData = { title, text: `${title} — open position`, url };
  if (typeof navigator.share === "function" && navigator.canShare?.(shareData) !== false) {
    try {
      await navigator.share(shareData);
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to do.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  let message: string;
  try {
    await navigator.clipboard.writeText(url);
    message = SHARE_MESSAGES.copied;
  } catch {
    message = SHARE_MESSAGES.copyByHand(url);
  }
  if (!status) return;
  status.textContent = message;
  clearTimeout(Number(status.dataset.timer));
  status.dataset.timer = String(setTimeout(() => (status.textContent = ""), MESSAGE_MS));
}

export function enhanceShareLinks() {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLElement>("[data-share-url]");
    if (!link) return;
    event.preventDefault();
    const status = link.dataset.shareStatus
      ? document.getElementById(link.dataset.shareStatus)
      : null;
    void share(link, status);
  });
}
