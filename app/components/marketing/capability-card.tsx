import type { IconComponent } from "~/components/ui/icons";
import { IconBadge } from "./icon-badge";

type CapabilityCardProps = { icon: IconComponent; title: string; description: string };

/** A compact card for one capability of a service. */
export function CapabilityCard({ icon, title, description }: CapabilityCardProps) {
  return (
    <div className="card flex h-full gap-4 p-5 transition duration-200 hover:border-brand-200 hover:shadow-md sm:p-6">
      <IconBadge icon={icon} size="sm" />
      <div>
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{description}</p>
      </div>
    </div>
  );
}
