import { Link } from "react-router";
import { formatBytes, mediaDetailPath } from "~/modules/media/media-filters";
import { cn } from "~/utils/cn";
import { formatCount } from "~/utils/counts";

export type MediaTile = {
  id: string;
  originalName: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  uses: number;
  /** Pages that show it (blocks or share image). */
  pageUses?: number;
};

/** "Used in 2 posts", "Used in 1 page", "Used in 1 post and 2 pages", or "Not used". */
export const usesLabel = (uses: number, pageUses = 0) => {
  const parts = [
    uses ? formatCount(uses, "post") : "",
    pageUses ? formatCount(pageUses, "page") : "",
  ].filter(Boolean);
  return parts.length ? `Used in ${parts.join(" and ")}` : "Not used";
};

export const displayName = (tile: Pick<MediaTile, "originalName">) =>
  tile.originalName || "Untitled image";

/**
 * The library as tiles: each a link to the image's page (description,
 * uses, delete). The picture is decorative here; the link's name is the
 * file's, and its facts are text below it.
 */
export function MediaGrid({ tiles }: { tiles: MediaTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li
          key={tile.id}
          className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600"
        >
          <div className="aspect-[4/3] bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]">
            <img
              src={tile.thumbnailUrl}
              alt=""
              width={tile.width}
              height={tile.height}
              loading="lazy"
              decoding="async"
              className="size-full object-contain"
            />
          </div>
          <div className="space-y-1 border-t border-slate-100 p-3 text-sm">
            <Link
              to={mediaDetailPath(tile.id)}
              className="block truncate font-semibold text-navy-900 after:absolute after:inset-0 focus-visible:outline-none"
            >
              {displayName(tile)}
            </Link>
            <p className="text-xs text-slate-600">
              {tile.width} × {tile.height} · {formatBytes(tile.bytes)}
            </p>
            <p className="flex flex-wrap gap-1.5 text-xs">
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 font-medium",
                  tile.uses || tile.pageUses
                    ? "bg-emerald-50 text-emerald-800"
                    : "bg-slate-100 text-slate-700",
                )}
              >
                {usesLabel(tile.uses, tile.pageUses)}
              </span>
              {tile.alt ? null : (
                <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900">
                  No description
                </span>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
