import { cn } from "~/utils/cn";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

type AuthorAvatarProps = {
  name: string;
  image: string | null;
  size?: "sm" | "md";
  className?: string;
};

/**
 * The author's picture, decorative (the name is always next to it). Initials
 * sit underneath, so a missing image still leaves a tidy circle.
 */
export function AuthorAvatar({ name, image, size = "sm", className }: AuthorAvatarProps) {
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
        <img
          src={image}
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
