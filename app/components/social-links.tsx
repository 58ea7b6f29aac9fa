import type { SocialLink } from "~/modules/company/company-info";
import { cn } from "~/utils/cn";
import { SocialIcon } from "./social-icon";

/** Social profiles; networks without a URL are simply not shown. */
export function SocialLinks({
  links,
  tone,
  className,
}: {
  links: SocialLink[];
  tone: "light" | "dark";
  className?: string;
}) {
  const visible = links.filter((link) => link.url);
  if (visible.length === 0) return null;
  return (
    <ul className={cn("flex gap-3", className)}>
      {visible.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              "flex h-10 w-10 items-center justify-center rounded-full transition-colors",
              tone === "dark"
                ? "bg-white/10 text-white hover:bg-brand-600"
                : "bg-navy-50 text-navy-800 hover:bg-brand-600 hover:text-white",
            )}
          >
            <SocialIcon network={link.network} className="h-4 w-4" />
            <span className="sr-only">{link.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
