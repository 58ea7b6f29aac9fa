import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Share2 } from "~/components/ui/icons";

const COPIED_MESSAGE = "Link copied to clipboard!";
const MESSAGE_MS = 4000;

/**
 * Share Job: the device's share sheet where there is one, otherwise copy the
 * link and say so in a status region (the spec's alert, made accessible).
 * Without JavaScript it is a mailto link carrying the job's address.
 */
export function ShareJobButton({ title, url }: { title: string; url: string }) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share(event: React.MouseEvent) {
    event.preventDefault();
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
    try {
      await navigator.clipboard.writeText(url);
      setMessage(COPIED_MESSAGE);
    } catch {
      setMessage(`Copy this link to share the job: ${url}`);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(""), MESSAGE_MS);
  }

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <div>
      <a href={mailto} onClick={share} className={buttonClasses("secondary", "lg", "w-full")}>
        <Share2 aria-hidden="true" className="size-4" />
        Share Job
      </a>
      <p role="status" className="mt-2 min-h-5 text-center text-sm font-medium text-teal-800">
        {message}
      </p>
    </div>
  );
}
