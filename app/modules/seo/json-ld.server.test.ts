import { describe, expect, test } from "vitest";
import { DEMO_COMPANY, type Office } from "~/modules/company/company-info";
import { expectNothingEmpty, expectUrlOn } from "../../../tests/helpers/json-ld";
import {
  breadcrumbJsonLd,
  compact,
  organizationJsonLd,
  websiteJsonLd,
  type SeoSite,
} from "./json-ld.server";

const ORIGIN = "https://www.example.com";
const SITE: SeoSite = { company: DEMO_COMPANY, origin: ORIGIN };

describe("compact", () => {
  test("drops empty values at every depth and keeps false and zero", () => {
    expect(
      compact({
        a: "",
        b: null,
        c: undefined,
        d: [],
        e: [" ", null],
        f: { "@type": "PostalAddress", addressLocality: "" },
        g: false,
        h: 0,
        i: { "@type": "Thing", name: "kept", empty: "" },
      }),
    ).toEqual({ g: false, h: 0, i: { "@type": "Thing", name: "kept" } });
  });
});

describe("Organization", () => {
  test("names the company, its logo, contact point, its offices and social profiles", () => {
    const org = organizationJsonLd(SITE);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Arcwell Technologies",
      url: `${ORIGIN}/`,
      email: DEMO_COMPANY.email,
      telephone: DEMO_COMPANY.phoneHref,
      logo: { "@type": "ImageObject", width: 512, height: 512 },
      contactPoint: [{ "@type": "ContactPoint", telephone: DEMO_COMPANY.phoneHref }],
    });
    expectUrlOn(ORIGIN, (org.logo as { url: string }).url);
    // The main address is the primary office's; every office is a location of its own.
    expect(org.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: "2 Quakerbridge Plaza, Suite 210",
      addressLocality: "Hamilton",
    });
    const locations = org.location as Array<Record<string, Record<string, unknown>>>;
    expect(locations.map((location) => location.address?.addressLocality)).toEqual([
      "Hamilton",
      "East Brunswick",
    ]);
    for (const location of locations) {
      expect(location).toMatchObject({
        "@type": "LocalBusiness",
        telephone: DEMO_COMPANY.phoneHref,
        address: { "@type": "PostalAddress", addressRegion: "NJ", addressCountry: "US" },
        geo: { "@type": "GeoCoordinates" },
        parentOrganization: { "@id": `${ORIGIN}/#organization` },
      });
      expect(location.address?.streetAddress).toBeTruthy();
      expect(location.address?.postalCode).toMatch(/^\d{5}$/);
    }
    expect(org.sameAs).toEqual(DEMO_COMPANY.socialLinks.map((link) => link.url));
    expectNothingEmpty(org);
  });

  test("a third office is a location of its own; the primary office gives the main address", () => {
    const [hamilton, eastBrunswick] = DEMO_COMPANY.offices as [Office, Office];
    const newark: Office = {
      ...eastBrunswick,
      id: "newark-office",
      name: "Newark Office",
      street: "1 Gateway Center",
      city: "Newark",
      postalCode: "07102",
      phone: "(973) 555-0123",
      latitude: null,
      longitude: null,
      primary: true,
    };
    const company = {
      ...DEMO_COMPANY,
      offices: [{ ...hamilton, primary: false }, eastBrunswick, newark],
    };
    const org = organizationJsonLd({ ...SITE, company });
    expect(org.address).toMatchObject({ addressLocality: "Newark", postalCode: "07102" });
    const locations = org.location as Array<Record<string, unknown>>;
    expect(locations).toHaveLength(3);
    expect(locations[2]).toMatchObject({ name: "Newark Office", telephone: "+19735550123" });
    expect(locations[2]).not.toHaveProperty("geo");
    expectNothingEmpty(org);
  });

  test("without social links there is no sameAs at all", () => {
    const org = organizationJsonLd({ ...SITE, company: { ...DEMO_COMPANY, socialLinks: [] } });
    expect(org).not.toHaveProperty("sameAs");
    expectNothingEmpty(org);
  });
});

test("WebSite points at the organization that publishes it", () => {
  const website = websiteJsonLd(SITE);
  expect(website).toMatchObject({
    "@type": "WebSite",
    url: `${ORIGIN}/`,
    name: "Arcwell Technologies",
    publisher: { "@id": `${ORIGIN}/#organization` },
  });
  expect(organizationJsonLd(SITE)["@id"]).toBe(`${ORIGIN}/#organization`);
  expectNothingEmpty(website);
});

test("BreadcrumbList numbers its items from 1 with absolute URLs", () => {
  const trail = breadcrumbJsonLd(SITE, [
    { name: "Home", path: "/" },
    { name: "Careers", path: "/careers" },
    { name: "Data Engineer", path: "/careers/job/data-engineer" },
  ]);
  const items = trail.itemListElement as Array<Record<string, unknown>>;
  expect(trail["@type"]).toBe("BreadcrumbList");
  expect(items.map((item) => [item["@type"], item.position, item.name])).toEqual([
    ["ListItem", 1, "Home"],
    ["ListItem", 2, "Careers"],
    ["ListItem", 3, "Data Engineer"],
  ]);
  expect(items[2]!.item).toBe(`${ORIGIN}/careers/job/data-engineer`);
  for (const item of items) expectUrlOn(ORIGIN, item.item);
  expectNothingEmpty(trail);
});
