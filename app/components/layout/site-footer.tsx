import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { SocialLinks } from "~/components/social-links";
import { Container } from "~/components/ui/container";
import type { CompanyInfo } from "~/modules/company/company-info";
import type { MenuLink, SiteMenus } from "~/modules/menus/menu-schema";
import { ConstantMarkup } from "~/utils/constant-markup";
import { Logo } from "./logo";

/** `menus`: the footer's link lists of Settings › Menus. */
export function SiteFooter({
  company,
  menus,
  year,
}: {
  company: CompanyInfo;
  menus: SiteMenus;
  year: number;
}) {
  return (
    // Links take the footer's colour and light up on hover (one rule, not a class on each);
    // list links are at least 24 px tall (WCAG 2.2 target size), the lists' gaps
    // shrunk by what the padding adds so the footer keeps its rhythm.
    // Drawn once per company, menus and year (ConstantMarkup), then reused.
    <ConstantMarkup
      name="site-footer"
      of={[company, menus, year]}
      host={(content) => (
        <footer
          className="bg-navy-950 text-navy-200 [&_a]:transition-colors [&_a:hover]:text-white [&_li>a]:inline-block [&_li>a]:py-0.5"
          aria-labelledby="footer-heading"
          {...content}
        />
      )}
    >
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-20">
        <div className="lg:col-span-4">
          <a href="/" className="inline-block rounded-md" aria-label={`${company.name} home`}>
            <Logo name={company.name} tone="light" />
          </a>
          <p className="mt-5 max-w-sm text-sm leading-relaxed">{company.tagline}</p>
          <SocialLinks links={company.socialLinks} tone="dark" className="mt-6" />
        </div>

        <FooterColumn title="Quick Links" className="lg:col-span-2">
          <FooterLinks links={menus["footer-quick"]} />
        </FooterColumn>

        <FooterColumn title="Services" className="lg:col-span-3">
          <FooterLinks links={menus["footer-services"]} />
        </FooterColumn>

        <FooterColumn title="Contact" className="lg:col-span-3">
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
            <a href={`tel:${company.phoneHref}`}>{company.phone}</a>
          </li>
          {company.offices.map((office) => (
            <li key={office.id} className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              <address className="not-italic leading-relaxed">
                <span className="font-medium text-white">{office.name}</span>
                <br />
                {office.street}
                <br />
                {office.city}, {office.region} {office.postalCode}
              </address>
            </li>
          ))}
        </FooterColumn>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {company.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              <FooterLinks links={menus.legal} />
            </ul>
          </nav>
        </Container>
      </div>
    </ConstantMarkup>
  );
}

function FooterLinks({ links }: { links: readonly MenuLink[] }) {
  return links.map((link, index) => (
    <li key={index}>
      <a href={link.to}>{link.label}</a>
    </li>
  ));
}

function FooterColumn({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h3>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}
