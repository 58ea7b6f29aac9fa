import { Check, type LucideIcon } from "lucide-react";
import { IconBadge } from "./icon-badge";

type RoleGroupCardProps = { title: string; icon: LucideIcon; roles: string[] };

/** One family of roles in the "Technology Roles We Fill" grid. */
export function RoleGroupCard({ title, icon, roles }: RoleGroupCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-200 hover:border-brand-200 hover:shadow-md">
      <div className="flex items-center gap-3">
        <IconBadge icon={icon} size="sm" />
        <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      </div>
      <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-5">
        {roles.map((role) => (
          <li key={role} className="flex items-start gap-2.5 text-slate-700">
            <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            <span>{role}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
