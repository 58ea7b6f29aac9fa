import { buttonClasses } from "~/components/ui/button";
import { Download, FileText } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";

/** "840 bytes", "24 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The applicant's PDF: its name and size, and the download (an attachment, never shown inline). */
export function ResumeCard({
  applicationId,
  fileName,
  size,
  available,
}: {
  applicationId: string;
  fileName: string;
  size: number;
  available: boolean;
}) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-navy-900" title={fileName}>
            {fileName}
          </p>
          <p className="text-xs text-slate-600">PDF, {formatFileSize(size)}</p>
        </div>
      </div>
      {available ? (
        <a
          href={`/admin/applications/${applicationId}/resume`}
          download
          className={buttonClasses("primary", "md", "mt-4 w-full")}
        >
          <Download aria-hidden="true" className="size-4" />
          Download résumé
        </a>
      ) : (
        <Notice tone="error" className="mt-4">
          <p>The résumé file is missing from storage, so it cannot be downloaded.</p>
        </Notice>
      )}
    </div>
  );
}
