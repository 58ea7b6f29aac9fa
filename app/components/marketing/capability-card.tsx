import type { IconRef } from "~/components/content-icons";
import { IconBadge } from "./icon-badge";

type CapabilityCardProps = { icon: IconRef; title: string; description: string };

/**
 * One capability of a service: a card from the small breakpoint on; on
 * phones the same row without the card's frame and padding, under a
 * hairline, so the four of a service take far less height.
 */
export function CapabilityCard({ icon, title, description }: CapabilityCardProps) {
  return (
    <div className="flex h-full gap-3 border-t border-slate-200 pt-3 sm:card sm:gap-4 sm:p-6 sm:transition sm:duration-200 sm:hover:border-brand-200 sm:hover:shadow-md">
      <IconBadge icon={icon} size="sm" />
      <div>
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <p className="mt-1 text-sm leading-normal text-slate-600 sm:mt-1.5 sm:leading-relaxed">
          {description}
        </p>
      </div>
    </div>
  );
}
