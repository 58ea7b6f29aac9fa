import {
  Clock,
  ExternalLink,
  Mail,
  MapPin,
  MessageSquareReply,
  Phone,
} from "~/components/ui/icons";
import type { ReactNode } from "react";
import { SocialLinks } from "~/components/social-links";
import type { CompanyInfo } from "~/modules/company/company-info";
import { phoneHref } from "~/modules/company/company-schema";
import { officeMapsUrl } from "~/modules/company/office-maps";

/**
 * The contact panel: reply promise, phone, email, every office (with its own
 * line and hours when Settings gives them), hours, social links.
 */
export function ContactDetails({ company }: { company: CompanyInfo }) {
  return (
    <div className="rounded-2xl bg-navy-900 p-8 text-navy-100 shadow-xl sm:p-10">
      <h2 className="text-2xl font-bold text-white">Contact Information</h2>
      <p className="mt-3 flex items-center gap-2 text-accent-300">
        <MessageSquareReply aria-hidden="true" className="h-5 w-5" />
        {company.replyPromise}
      </p>
      <ul className="mt-8 space-y-7">
        <DetailItem icon={<Phone aria-hidden="true" className="h-5 w-5" />} title="Phone">
          <a href={`tel:${company.phoneHref}`} className="hover:text-white">
            {company.phone}
          </a>
        </DetailItem>
        <DetailItem icon={<Mail aria-hidden="true" className="h-5 w-5" />} title="Email">
          <a href={`mailto:${company.email}`} className="break-all hover:text-white">
            {company.email}
          </a>
        </DetailItem>
        {company.offices.map((office) => (
          <DetailItem
            key={office.id}
            icon={<MapPin aria-hidden="true" className="h-5 w-5" />}
            title={office.name}
          >
            <address className="not-italic">
              {office.street}
              <br />
              {office.city}, {office.region} {office.postalCode}
            </address>
            {office.phone ? (
              <p>
                <a
                  href={`tel:${phoneHref(office.phone) ?? office.phone}`}
                  className="hover:text-white"
                >
                  {office.phone}
                </a>
              </p>
            ) : null}
            {office.hours ? <p>{office.hours}</p> : null}
            <a
              href={officeMapsUrl(office)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-accent-300 underline-offset-2 hover:text-white hover:underline"
            >
              Open in maps
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> ({office.name} on OpenStreetMap, opens in a new tab)</span>
            </a>
          </DetailItem>
        ))}
        <DetailItem icon={<Clock aria-hidden="true" className="h-5 w-5" />} title="Business Hours">
          <p>{company.hours.weekdays}</p>
          <p>{company.hours.weekend}</p>
        </DetailItem>
      </ul>
      {company.socialLinks.length ? (
        <div className="mt-10 border-t border-white/10 pt-8">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-white">Follow Us</h3>
          <SocialLinks links={company.socialLinks} tone="dark" className="mt-4" />
        </div>
      ) : null}
    </div>
  );
}

function DetailItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-300">
        {icon}
      </span>
      <div className="leading-relaxed">
        <h3 className="font-semibold text-white">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
