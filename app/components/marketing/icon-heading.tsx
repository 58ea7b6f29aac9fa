import type { IconRef } from "~/components/content-icons";
import { IconBadge } from "./icon-badge";

type IconHeadingProps = { icon: IconRef; eyebrow: string; title: string; headingId: string };

/** A large icon badge with an eyebrow, then the section's h2. */
export function IconHeading({ icon, eyebrow, title, headingId }: IconHeadingProps) {
  return (
    <>
      <div className="flex items-center gap-4">
        <IconBadge icon={icon} size="lg" />
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
          {eyebrow}
        </p>
      </div>
      <h2 id={headingId} className="mt-6 text-3xl font-bold text-navy-900 sm:text-4xl">
        {title}
      </h2>
    </>
  );
}
