import type { IconComponent } from "~/components/ui/icons";
import { IconBadge } from "./icon-badge";

type CapabilityCardProps = { icon: IconComponent; title: string; description: string };

/** A compact card for one capability of a service. */
export function CapabilityCard({ icon, title, description }: CapabilityCardProps) {
  return (
    <div className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition duration-200 hover:border-brand-200 hover:shadow-md sm:p-6">
      <IconBadge icon={icon} size="sm" />
      <div>
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{description}</p>
      </div>
    </div>
  );
}
