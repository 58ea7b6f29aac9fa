import type { IconRef } from "~/components/content-icons";
import { cn } from "~/utils/cn";
import { CardLink } from "./card-link";
import { IconBadge } from "./icon-badge";

type FeatureCardProps = {
  icon: IconRef;
  title: string;
  description: string;
  /** Turns the whole card into a link with a "Learn more"-style call to action. */
  link?: { to: string; label: string };
  className?: string;
};

/** Icon, title and a short description; optionally a linked card. */
export function FeatureCard({ icon, title, description, link, className }: FeatureCardProps) {
  return (
    <article
      className={cn(
        "card flex h-full flex-col p-6 sm:p-7",
        link &&
          "group relative transition duration-200 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg",
        className,
      )}
    >
      <IconBadge icon={icon} />
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{description}</p>
      {link ? (
        <CardLink
          to={link.to}
          label={link.label}
          srSuffix={` about ${title}`}
          className="mt-6 self-start"
        />
      ) : null}
    </article>
  );
}
