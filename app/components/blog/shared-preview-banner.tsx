import { ScanEye } from "~/components/ui/icons";

/**
 * Pinned to the bottom of a shared preview (no script needed): the reader
 * always knows this article (or page) is not published yet. Sticky at the end
 * of the content, so it rests above the footer instead of covering it, and
 * the content needs no padding for it.
 */
export function SharedPreviewBanner({ what = "article" }: { what?: "article" | "page" }) {
  return (
    <aside
      aria-label="Preview"
      className="sticky bottom-0 z-40 border-t border-amber-300 bg-amber-50/95 px-4 py-3 backdrop-blur"
    >
      <div className="mx-auto flex max-w-3xl items-start gap-3 text-sm text-amber-950 sm:items-center">
        <ScanEye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800 sm:mt-0" />
        <p>
          <strong className="font-semibold">Preview.</strong> This {what} is not published yet; you
          are reading it through a private link. Please do not share it further.
        </p>
      </div>
    </aside>
  );
}
