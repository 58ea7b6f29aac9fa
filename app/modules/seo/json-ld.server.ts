import type { CompanyInfo, Office } from "~/modules/company/company-info";
import { phoneHref } from "~/modules/company/company-schema";
import { hasMapPosition, primaryOffice } from "~/modules/company/office-maps";
import { absoluteUrl } from "~/utils/urls";

/**
 * Structured data (schema.org JSON-LD), one small pure function per page
 * type. Builders take the company facts and the site's origin (PUBLIC_URL)
 * as arguments — they read nothing themselves — and drop empty values, so a
 * missing fact is absent rather than "" or []. They run in loaders only
 * (`.server`), so none of this reaches the browser bundle.
 */

export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

/** Company facts and the absolute origin every URL is built from. */
export type SeoSite = { company: CompanyInfo; origin: string };

/** The square logo for search results (public/), raster as Google asks. */
export const LOGO = { path: "/images/share/arcwell-logo.png", width: 512, height: 512 };

/** Our offices are in the US; addresses and remote eligibility default to it. */
export const COMPANY_COUNTRY = "US";

/** Removes null, undefined, blank strings, empty arrays and objects with nothing but a "@type". */
export function compact<T>(value: T): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => compact(item)).filter((item) => item !== undefined);
    return items.length ? (items as T) : undefined;
  }
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter(([, item]) => item !== undefined);
    // `{ "@type": "PostalAddress" }` says nothing; `{ "@id": … }` is a reference.
    if (!entries.some(([key]) => !key.startsWith("@") || key === "@id")) return undefined;
    return Object.fromEntries(entries) as T;
  }
  return value;
}

export function jsonLdDocument(type: string, properties: Record<string, unknown>): JsonLd {
  return compact({ "@context": "https://schema.org", "@type": type, ...properties }) as JsonLd;
}

export const organizationId = (site: SeoSite) => absoluteUrl(site.origin, "/#organization");
const websiteId = (site: SeoSite) => absoluteUrl(site.origin, "/#website");

export function logoImage(site: SeoSite) {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(site.origin, LOGO.path),
    width: LOGO.width,
    height: LOGO.height,
  };
}

export function officeAddress(office: Office) {
  return {
    "@type": "PostalAddress",
    name: office.name,
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: COMPANY_COUNTRY,
  };
}

/**
 * One office as a place of the business: its address, its own line, where
 * it is on a map. The organization's main address is the primary office's.
 */
function officeLocation(site: SeoSite, office: Office) {
  const located = hasMapPosition(office) ? office : null;
  return {
    "@type": "LocalBusiness",
    name: office.name,
    address: officeAddress(office),
    telephone: office.phone ? (phoneHref(office.phone) ?? undefined) : site.company.phoneHref,
    geo: located
      ? { "@type": "GeoCoordinates", latitude: located.latitude, longitude: located.longitude }
      : undefined,
    parentOrganization: { "@id": organizationId(site) },
  };
}

/** Home: who the company is, how to reach it, where its offices are. */
export function organizationJsonLd(site: SeoSite): JsonLd {
  const { company } = site;
  return jsonLdDocument("Organization", {
    "@id": organizationId(site),
    name: company.name,
    alternateName: company.shortName !== company.name ? company.shortName : undefined,
    url: absoluteUrl(site.origin, "/"),
    logo: logoImage(site),
    description: company.tagline,
    email: company.email,
    telephone: company.phoneHref,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: company.phoneHref,
        email: company.email,
        areaServed: COMPANY_COUNTRY,
        availableLanguage: ["English"],
      },
    ],
    address: mainAddress(company),
    location: company.offices.map((office) => officeLocation(site, office)),
    sameAs: company.socialLinks.map((link) => link.url),
  });
}

function mainAddress(company: CompanyInfo) {
  const office = primaryOffice(company.offices);
  return office ? officeAddress(office) : undefined;
}

/** Home: the site itself, published by the organization. */
export function websiteJsonLd(site: SeoSite): JsonLd {
  return jsonLdDocument("WebSite", {
    "@id": websiteId(site),
    url: absoluteUrl(site.origin, "/"),
    name: site.company.name,
    description: site.company.tagline,
    inLanguage: "en-US",
    publisher: { "@id": organizationId(site) },
  });
}

export type Breadcrumb = { name: string; path: string };

/** The trail to a job or an article; positions count from 1. */
export function breadcrumbJsonLd(site: SeoSite, trail: readonly Breadcrumb[]): JsonLd {
  return jsonLdDocument("BreadcrumbList", {
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  });
}
