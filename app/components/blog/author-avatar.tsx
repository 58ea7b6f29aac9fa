import type { PictureInfo } from "~/modules/media/picture";
import { cn } from "~/utils/cn";
import { Picture } from "./picture";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

type AuthorAvatarProps = {
  name: string;
  image: string | null;
  /** The library's renditions of `image`: the smallest that fits is loaded. */
  picture?: PictureInfo | null;
  size?: "sm" | "md";
  className?: string;
};

/**
 * The author's picture, decorative (the name is always next to it). Initials
 * sit underneath, so a missing image still leaves a tidy circle.
 */
export function AuthorAvatar(props: AuthorAvatarProps) {
  const { name, image, picture, size = "sm", className } = props;
  const pixels = size === "sm" ? 36 : 48;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-navy-100 font-semibold text-navy-700",
        size === "sm" ? "size-9 text-xs" : "size-12 text-sm",
        className,
      )}
    >
      {initials(name)}
      {image ? (
        <Picture
          src={image}
          picture={picture}
          sizes={`${pixels}px`}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
