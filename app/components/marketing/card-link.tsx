import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

type CardLinkProps = {
  to: string;
  /** Visible text, e.g. "Learn more". */
  label: string;
  /** Read only by screen readers after the label (include the leading space), so every card link has its own name. */
  srSuffix: string;
  tone?: "light" | "dark";
  className?: string;
};

/**
 * A card's call to action. Its ::after covers the nearest `relative` ancestor,
 * so the whole card is clickable while there is one link (and one tab stop).
 */
export function CardLink({ to, label, srSuffix, tone = "light", className }: CardLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1.5 text-sm font-semibold transition-colors",
        "after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2",
        tone === "dark"
          ? "text-accent-300 hover:text-white focus-visible:after:outline-white"
          : "text-brand-700 hover:text-brand-800 focus-visible:after:outline-brand-600",
        className,
      )}
    >
      {label}
      <span className="sr-only">{srSuffix}</span>
      <ArrowRight
        className="size-4 transition-transform duration-200 group-hover:translate-x-1"
        aria-hidden="true"
      />
    </Link>
  );
}
