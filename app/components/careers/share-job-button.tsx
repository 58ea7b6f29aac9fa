import { buttonClasses } from "~/components/ui/button";
import { Share2 } from "~/components/ui/icons";

const STATUS_ID = "share-job-status";

/**
 * Share Job. app/browser/share-link.ts opens the device's share sheet or
 * copies the link and confirms in the status region below; without
 * JavaScript it is a mailto link carrying the job's address.
 */
export function ShareJobButton({ title, url }: { title: string; url: string }) {
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <div>
      <a
        href={mailto}
        data-share-url={url}
        data-share-title={title}
        data-share-status={STATUS_ID}
        className={buttonClasses("secondary", "lg", "w-full")}
      >
        <Share2 aria-hidden="true" className="size-4" />
        Share Job
      </a>
      <p
        id={STATUS_ID}
        role="status"
        className="mt-2 min-h-5 text-center text-sm font-medium text-teal-800"
      />
    </div>
  );
}
