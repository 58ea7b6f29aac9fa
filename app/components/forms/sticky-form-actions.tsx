import type { ReactNode } from "react";

/**
 * A long form's buttons (Cancel first, the main action last), kept in view
 * at the bottom of the screen while the form scrolls. On a phone they share
 * one row, without icons, so the bar stays low; each grows from the width of
 * its own label, so a long one ("Save Changes") is never cut at its edges.
 * While it shows, the page keeps what gets focus or is scrolled to above it
 * (`data-sticky-form-actions`: the scroll padding in admin.css).
 */
export function StickyFormActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-sticky-form-actions=""
      className="sticky bottom-0 z-20 -mx-4 flex gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur *:flex-auto *:whitespace-nowrap *:px-3 max-sm:[&_svg]:hidden sm:mx-0 sm:justify-end sm:gap-3 sm:px-0 sm:py-4 sm:*:flex-none sm:*:px-6"
    >
      {children}
    </div>
  );
}
