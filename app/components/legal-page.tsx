import { Mail, MapPin, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/marketing/page-hero";
import { Container } from "~/components/ui/container";
import type { LegalDocument, LegalListItem, LegalSection, LegalTable } from "~/content/legal/types";
import { LEGAL_LINKS } from "~/content/navigation";
import type { CompanyInfo } from "~/modules/company/company-info";
import { primaryOffice } from "~/modules/company/office-maps";

const PARAGRAPH = "mt-4 text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8";
const SECTION_HEADING = "text-2xl font-bold text-navy-900 sm:text-[1.625rem]";

/**
 * Privacy, terms and cookie pages: hero, table of contents and a readable
 * article, with the company's contact card and links to the other policies
 * (not to the page at `pathname`).
 */
export function LegalPage({
  document,
  company,
  pathname,
}: {
  document: LegalDocument;
  company: CompanyInfo;
  pathname: string;
}) {
  const contents = [
    ...document.sections.map(({ id, heading }) => ({ id, heading })),
    { id: document.contact.id, heading: document.contact.heading },
  ];
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={document.title}
        description={
          <>
            Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
          </>
        }
      />
      <div className="bg-white py-14 sm:py-20">
        <Container className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 xl:gap-24">
          <TableOfContents items={contents} />
          <article className="max-w-3xl">
            <p className="text-lg leading-8 text-slate-700 sm:text-xl sm:leading-9">
              {document.intro}
            </p>
            {document.sections.map((section) => (
              <LegalSectionBlock key={section.id} section={section} />
            ))}
            <section className="mt-14 border-t border-slate-200 pt-12">
              <h2 id={document.contact.id} className={SECTION_HEADING}>
                {document.contact.heading}
              </h2>
              {document.contact.paragraphs.map((text) => (
                <p key={text} className={PARAGRAPH}>
                  {text}
                </p>
              ))}
              <ContactCard company={company} />
            </section>
            <RelatedPolicies pathname={pathname} />
          </article>
        </Container>
      </div>
    </>
  );
}

function TableOfContents({ items }: { items: Array<{ id: string; heading: string }> }) {
  return (
    <nav aria-labelledby="legal-toc-heading" className="mb-12 lg:mb-0">
      <div className="rounded-2xl border border-slate-200 bg-navy-50 p-5 sm:p-6 lg:sticky lg:top-28 lg:border-0 lg:bg-transparent lg:p-0">
        <h2
          id="legal-toc-heading"
          className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700"
        >
          On this page
        </h2>
        <ol className="mt-4 space-y-0.5 text-[0.9375rem] lg:border-l lg:border-slate-200 lg:text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="block rounded-md py-1.5 leading-snug text-slate-600 transition-colors hover:text-brand-700 lg:-ml-px lg:rounded-none lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-brand-600"
              >
                {item.heading}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function LegalSectionBlock({ section }: { section: LegalSection }) {
  return (
    <section className="mt-14">
      <h2 id={section.id} className={SECTION_HEADING}>
        {section.heading}
      </h2>
      {section.paragraphs.map((text) => (
        <p key={text} className={PARAGRAPH}>
          {text}
        </p>
      ))}
      {section.list ? <LegalList items={section.list} /> : null}
      {section.table ? <LegalTableBlock table={section.table} /> : null}
      {section.closing?.map((text) => (
        <p key={text} className={PARAGRAPH}>
          {text}
        </p>
      ))}
    </section>
  );
}

function LegalList({ items }: { items: LegalListItem[] }) {
  return (
    <ul className="mt-5 space-y-3">
      {items.map((item) => {
        const key = typeof item === "string" ? item : item.term;
        return (
          <li
            key={key}
            className="flex gap-3 text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8"
          >
            <span
              aria-hidden="true"
              className="mt-[0.7rem] h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500 sm:mt-[0.85rem]"
            />
            <span>
              {typeof item === "string" ? (
                item
              ) : (
                <>
                  <strong className="font-semibold text-navy-900">{item.term}</strong> {item.text}
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A real table from the md breakpoint; stacked cards on phones, where four columns cannot fit. */
function LegalTableBlock({ table }: { table: LegalTable }) {
  return (
    <>
      <div className="mt-6 hidden overflow-hidden rounded-xl border border-slate-200 md:block">
        <table className="w-full border-collapse text-left text-sm leading-6">
          <caption className="border-b border-slate-200 bg-navy-50 px-4 py-3 text-left font-semibold text-navy-900">
            {table.caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-navy-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="border-b border-slate-200 align-top last:border-b-0">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 font-semibold text-navy-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3 text-slate-700">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 md:hidden">
        <p className="font-semibold text-navy-900">{table.caption}</p>
        <ul className="mt-3 space-y-4">
          {table.rows.map((row) => (
            <li key={row[0]} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-navy-900">{row[0]}</p>
              <dl className="mt-2 space-y-2 text-[0.9375rem] leading-6">
                {row.slice(1).map((cell, index) => (
                  <div key={index}>
                    <dt className="font-medium text-slate-600">{table.columns[index + 1]}</dt>
                    <dd className="text-slate-700">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function ContactCard({ company }: { company: CompanyInfo }) {
  const office = primaryOffice(company.offices);
  return (
    <address className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-navy-50 p-6 not-italic sm:grid-cols-2 sm:p-8">
      <p className="text-lg font-semibold text-navy-900 sm:col-span-2">{company.name}</p>
      <ContactLine icon={<Mail aria-hidden="true" className="h-5 w-5" />} label="Email">
        <a
          href={`mailto:${company.email}`}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {company.email}
        </a>
      </ContactLine>
      <ContactLine icon={<Phone aria-hidden="true" className="h-5 w-5" />} label="Phone">
        <a
          href={`tel:${company.phoneHref}`}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {company.phone}
        </a>
      </ContactLine>
      {office ? (
        <ContactLine
          icon={<MapPin aria-hidden="true" className="h-5 w-5" />}
          label="Postal address"
          wide
        >
          {office.street}
          <br />
          {office.city}, {office.region} {office.postalCode}
        </ContactLine>
      ) : null}
    </address>
  );
}

function ContactLine({
  icon,
  label,
  wide,
  children,
}: {
  icon: ReactNode;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "flex gap-4 sm:col-span-2" : "flex gap-4"}>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
        {icon}
      </span>
      <div className="min-w-0 break-words leading-relaxed text-slate-700">
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        {children}
      </div>
    </div>
  );
}

function RelatedPolicies({ pathname }: { pathname: string }) {
  const others = LEGAL_LINKS.filter((link) => link.to !== pathname);
  if (others.length === 0) return null;
  return (
    <nav aria-label="Related policies" className="mt-12 border-t border-slate-200 pt-8">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-slate-600">
        Related policies
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {others.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-navy-900 transition-colors hover:border-brand-600 hover:text-brand-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
