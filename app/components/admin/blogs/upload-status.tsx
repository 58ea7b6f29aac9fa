import { cn } from "~/utils/cn";
import type { MediaUpload } from "./use-media-upload";

/** Two live regions: progress is announced politely, a refusal at once. */
export function UploadStatus({ id, upload }: { id: string; upload: MediaUpload }) {
  return (
    <div id={id} className={cn("text-sm", upload.message && "mt-1.5")}>
      <p role="status" className="text-slate-600">
        {upload.state === "error" ? "" : upload.message}
      </p>
      <p role="alert" className="text-red-700">
        {upload.state === "error" ? upload.message : ""}
      </p>
    </div>
  );
}
