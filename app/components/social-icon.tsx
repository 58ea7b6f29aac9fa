import type { SocialNetwork } from "~/modules/company/company-info";
import { ICON_SPRITE_URL } from "~/components/ui/icons";

/** A social network's brand mark, drawn from the icon sprite (see scripts/brand-icons.ts). */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <use href={`${ICON_SPRITE_URL}#brand-${network}`} />
    </svg>
  );
}
