import { categoryStyle } from "~/components/blog/category-style";
import { Newspaper } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

/**
 * The list's small cover: the post's image, or the category's gradient with
 * an icon when it has none. Decorative; the title sits beside it.
 */
export function PostThumbnail({ src, category }: { src: string | null; category: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative flex h-12 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br text-white/80 ring-1 ring-slate-900/5",
        categoryStyle(category).cover,
      )}
    >
      <Newspaper className="size-5" />
      {src ? (
        <img
          src={src}
          alt=""
          width={80}
          height={48}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
