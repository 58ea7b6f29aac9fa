import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { IconRef } from "~/components/content-icons";
import { IconBadge } from "./icon-badge";

type ServiceOverviewCardProps = {
  icon: IconRef;
  title: string;
  description: string;
  to: string;
};

/**
 * One practice in the services overview. The title is the card's link (its
 * ::after covers the card, as CardLink's does). On phones a row under a
 * hairline instead of a card, the icon beside the title and the description
 * full width; a card from the small breakpoint on.
 */
export function ServiceOverviewCard({ icon, title, description, to }: ServiceOverviewCardProps) {
  return (
    <article className="group relative h-full border-t border-slate-200 pt-3 sm:card sm:p-7 sm:transition sm:duration-200 sm:hover:-translate-y-1 sm:hover:border-brand-200 sm:hover:shadow-lg">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-5">
        <IconBadge icon={icon} />
        <h3 className="text-lg font-semibold">
          <Link
            to={to}
            className="inline-flex items-center gap-1.5 transition-colors after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {title}
            <ArrowRight
              className="size-4 shrink-0 text-brand-700 transition-transform duration-200 group-hover:translate-x-1"
              aria-hidden="true"
            />
          </Link>
        </h3>
      </div>
      <p className="mt-3 leading-relaxed text-slate-600 sm:mt-2">{description}</p>
    </article>
  );
}
