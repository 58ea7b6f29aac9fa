import { CONTENT_ICONS, type IconRef } from "~/components/content-icons";
import { cn } from "~/utils/cn";

type IconBadgeProps = {
  icon: IconRef;
  tone?: "brand" | "accent" | "dark";
  size?: "sm" | "md" | "lg";
  className?: string;
};

const TONES = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  accent: "bg-accent-300/20 text-accent-600 ring-accent-300/40",
  dark: "bg-white/10 text-accent-300 ring-white/15",
} as const;

const SIZES = {
  sm: { box: "size-10 rounded-lg", icon: "size-5" },
  md: { box: "size-12 rounded-xl", icon: "size-6" },
  lg: { box: "size-14 rounded-2xl", icon: "size-7" },
} as const;

/** A lucide icon in a tinted, rounded square; always decorative. */
export function IconBadge({ icon, tone = "brand", size = "md", className }: IconBadgeProps) {
  // Looked up in the table, so React's lint sees a static component.
  const Icon = typeof icon === "string" ? CONTENT_ICONS[icon] : icon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center ring-1 ring-inset",
        TONES[tone],
        SIZES[size].box,
        className,
      )}
    >
      <Icon className={`${SIZES[size].icon} stroke-[1.75]`} aria-hidden="true" />
    </span>
  );
}
