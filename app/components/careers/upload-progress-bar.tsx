/**
 * The résumé's upload progress, shown by app/browser/upload-progress.ts
 * while a large file goes out (hidden until then, and without JavaScript).
 * The bar carries every value; the status line is announced at each quarter.
 */
export function UploadProgress({ id }: { id: string }) {
  return (
    <>
      <div data-upload-progress="" hidden className="w-full max-w-md">
        <div className="flex items-baseline justify-between gap-4 text-sm font-medium text-navy-900">
          {/* Not "résumé": the file field keeps the only label with that word. */}
          <label htmlFor={id}>Upload progress</label>
          <span data-upload-percent="" aria-hidden="true" className="tabular-nums">
            0%
          </span>
        </div>
        <progress
          id={id}
          max={100}
          value={0}
          className="mt-2 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width]"
        />
      </div>
      <p data-upload-status="" role="status" className="sr-only" />
    </>
  );
}
