import { Check } from "~/components/ui/icons";
import type { IconRef } from "~/components/content-icons";
import { CardLink } from "./card-link";
import { IconBadge } from "./icon-badge";

type RoleGroupCardProps = { title: string; icon: IconRef; roles: string[] };

/** One family of roles in the "Technology Roles We Fill" grid. */
export function RoleGroupCard({ title, icon, roles }: RoleGroupCardProps) {
  return (
    <article className="card flex h-full flex-col p-6 transition duration-200 hover:border-brand-200 hover:shadow-md">
      <IconBadge icon={icon} size="sm" />
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
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

type RoleContactCardProps = {
  title: string;
  description: string;
  linkLabel: string;
  to: string;
  icon: IconRef;
};

/** Closes the roles grid: an invitation to ask for a role that is not listed. */
export function RoleContactCard({ title, description, linkLabel, to, icon }: RoleContactCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-navy-900 p-6 shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-lg">
      <div
        aria-hidden="true"
        className="absolute -right-16 -top-16 size-48 rounded-full bg-brand-600/40 blur-3xl"
      />
      <IconBadge icon={icon} size="sm" tone="dark" />
      <h3 className="relative mt-5 text-lg font-semibold text-white">{title}</h3>
      <p className="relative mt-2 flex-1 leading-relaxed text-navy-100">{description}</p>
      <CardLink
        to={to}
        label={linkLabel}
        srSuffix=" about other roles"
        tone="dark"
        className="mt-6 self-start"
      />
    </article>
  );
}
