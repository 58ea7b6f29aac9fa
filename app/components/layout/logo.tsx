import { cn } from "~/utils/cn";

/**
 * The wordmark: an arc over a bar, drawn inline so it needs no request.
 * `tone` colours the name for a dark or a light background; `nameClassName`
 * lets the site header switch it with CSS as the header turns solid.
 */
export function Logo({
  name,
  tone,
  nameClassName,
}: {
  name: string;
  tone: "light" | "dark";
  nameClassName?: string;
}) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M8 22a8 8 0 0 1 16 0"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="16" cy="14" r="2.5" className="fill-accent-300" />
      </svg>
      <span
        className={cn(
          "text-lg font-bold tracking-tight",
          tone === "light" ? "text-white" : "text-navy-900",
          nameClassName,
        )}
      >
        {name}
      </span>
    </span>
  );
}
