import { useState } from "react";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button, buttonClasses } from "~/components/ui/button";
import { Check, Copy, Download, FileText } from "~/components/ui/icons";

type BackupCodesSheetProps = {
  codes: string[];
  /** The same codes as a plain-text sheet (title, how to use them, the codes). */
  sheet: string;
  fileName: string;
};

/**
 * The backup codes, shown once, with ways to keep them: Download is a data
 * URL (a file without JavaScript, and nothing kept on the server), Copy and
 * Print need the browser, so they appear once the page is hydrated. Printing
 * shows only this sheet (`.print-sheet` in admin.css).
 */
export function BackupCodesSheet({ codes, sheet, fileName }: BackupCodesSheetProps) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="print-sheet space-y-4">
      <ol
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-navy-900 sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-md bg-white px-3 py-2 text-center tracking-wider shadow-xs"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap print:hidden">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(sheet)}`}
          download={fileName}
          className={buttonClasses("secondary")}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
        {hydrated ? (
          <>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(sheet).then(() => setCopied(true));
              }}
            >
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              Copy
            </Button>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              <FileText aria-hidden="true" className="size-4" />
              Print
            </Button>
          </>
        ) : null}
      </div>
      <p role="status" className="text-sm text-emerald-700 print:hidden">
        {copied ? "The codes are copied to the clipboard." : ""}
      </p>
    </div>
  );
}
