import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { Images, Loader2, X } from "~/components/ui/icons";
import { MEDIA_LIBRARY_PATH } from "~/modules/media/media-filters";
import { MEDIA_LIBRARY_MESSAGES } from "~/modules/media/media-limits";
import { displayName, usesLabel } from "./media-grid";
import { formatCount, formatNumber } from "~/utils/counts";

export type PickedImage = { url: string; alt: string };

/** What the picker reads of the library page's loader (routes/admin/media/index.tsx). */
type LibraryData = {
  items: {
    id: string;
    url: string;
    thumbnailUrl: string;
    originalName: string;
    alt: string;
    width: number;
    height: number;
    uses: number;
    pageUses?: number;
  }[];
  total: number;
};

const SEARCH_DELAY_MS = 250;

/**
 * "Choose from library": a modal list of the library's images (the library
 * page's own data, read with a fetcher), searchable; choosing one hands its
 * address and description to the form. Lives inside the post form, so
 * nothing in it submits: Enter in the search only searches.
 */
export function MediaPickerButton({ onPick }: { onPick: (image: PickedImage) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<LibraryData>();
  const [query, setQuery] = useState("");
  const titleId = useId();
  const searchId = useId();
  const { load } = fetcher;

  useEffect(() => {
    if (!dialog.current?.open) return;
    const timer = setTimeout(
      () => void load(`${MEDIA_LIBRARY_PATH}?q=${encodeURIComponent(query.trim())}`),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query, load]);

  function open() {
    dialog.current?.showModal();
    void load(`${MEDIA_LIBRARY_PATH}?q=${encodeURIComponent(query.trim())}`);
  }

  const items = fetcher.data?.items ?? [];
  const loading = fetcher.state === "loading";
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={open}>
        <Images aria-hidden="true" className="size-4" />
        Choose from library
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto flex max-h-[min(40rem,calc(100%-2rem))] w-[calc(100%-2rem)] max-w-3xl flex-col rounded-2xl border border-slate-200 bg-white p-0 text-left shadow-2xl backdrop:bg-navy-950/50 [&:not([open])]:hidden"
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            Media Library
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
            className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-navy-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="border-b border-slate-200 px-5 py-3">
          <label htmlFor={searchId} className="sr-only">
            Search images
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="Search by file name or description..."
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            className={INPUT_CLASSES}
          />
        </div>
        <div className="min-h-40 overflow-y-auto px-5 py-4" aria-busy={loading}>
          <p className="sr-only" aria-live="polite">
            {loading ? "Loading images" : formatCount(fetcher.data?.total ?? 0, "image")}
          </p>
          {!fetcher.data && loading ? (
            <Loader2
              aria-hidden="true"
              className="mx-auto mt-10 size-6 animate-spin text-slate-400"
            />
          ) : items.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      // Closing first: the dialog hands focus back to its
                      // trigger, and the form may then move it on.
                      dialog.current?.close();
                      onPick({ url: item.url, alt: item.alt });
                    }}
                    className="group block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <img
                      src={item.thumbnailUrl}
                      alt=""
                      width={item.width}
                      height={item.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-slate-100 object-cover"
                    />
                    <span className="block truncate px-2 pt-1.5 text-xs font-medium text-navy-900">
                      {displayName(item)}
                    </span>
                    <span className="block px-2 pb-1.5 text-xs text-slate-600">
                      {usesLabel(item.uses, item.pageUses)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 text-center text-sm text-slate-600">
              {query.trim() ? MEDIA_LIBRARY_MESSAGES.noMatches : MEDIA_LIBRARY_MESSAGES.empty}
            </p>
          )}
          {fetcher.data && fetcher.data.total > items.length ? (
            <p className="mt-4 text-center text-xs text-slate-600">
              The {formatNumber(items.length)} newest of {formatCount(fetcher.data.total, "image")}:
              search to find others.
            </p>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
