import { describe, expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import { JOB_TYPES } from "~/modules/jobs/job-options";
import { expectIsoDateTime, expectNothingEmpty, expectUrlOn } from "../../../tests/helpers/json-ld";
import type { SeoSite } from "./json-ld.server";
import {
  employmentType,
  jobAddress,
  jobPostingJsonLd,
  type JobPostingInput,
} from "./job-posting.server";

const ORIGIN = "https://www.example.com";
const SITE: SeoSite = { company: DEMO_COMPANY, origin: ORIGIN };

const JOB: JobPostingInput = {
  id: "data-engineer",
  title: "Data Engineer",
  description: "Build pipelines <fast> & reliably.\n\nSecond paragraph.",
  responsibilities: ["Own the ETL", " "],
  requirements: ["SQL"],
  type: "Full-time",
  location: "Hybrid — Hamilton, NJ",
  datePosted: new Date("2026-01-10T15:00:00Z"),
  closingDate: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  isRemote: false,
};

describe("JobPosting", () => {
  test("has every property Google requires, typed as Google expects", () => {
    const posting = jobPostingJsonLd(SITE, JOB);
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe("Data Engineer");
    expectIsoDateTime(posting.datePosted);
    expect(posting.datePosted).toBe("2026-01-10T15:00:00.000Z");
    // HTML, escaped, with both lists and no blank items.
    expect(posting.description).toBe(
      "<p>Build pipelines &lt;fast&gt; &amp; reliably.</p><p>Second paragraph.</p>" +
        "<h3>Responsibilities</h3><ul><li>Own the ETL</li></ul>" +
        "<h3>Requirements</h3><ul><li>SQL</li></ul>",
    );
    const organization = posting.hiringOrganization as Record<string, string>;
    expect(organization).toMatchObject({ "@type": "Organization", name: "Arcwell Technologies" });
    expectUrlOn(ORIGIN, organization.sameAs);
    expectUrlOn(ORIGIN, organization.logo);
    expect(posting.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        name: "Hamilton Office",
        streetAddress: "2 Quakerbridge Plaza, Suite 210",
        addressLocality: "Hamilton",
        addressRegion: "NJ",
        postalCode: "08619",
        addressCountry: "US",
      },
    });
    expectNothingEmpty(posting);
  });

  test("has the recommended properties, and none that the job does not have", () => {
    const posting = jobPostingJsonLd(SITE, JOB);
    expect(posting).toMatchObject({
      employmentType: "FULL_TIME",
      directApply: true,
      identifier: {
        "@type": "PropertyValue",
        name: "Arcwell Technologies",
        value: "data-engineer",
      },
      url: `${ORIGIN}/careers/job/data-engineer`,
    });
    for (const absent of [
      "validThrough",
      "baseSalary",
      "jobLocationType",
      "applicantLocationRequirements",
    ]) {
      expect(posting).not.toHaveProperty(absent);
    }
  });

  test("a closing date becomes validThrough, the end of that day in New York", () => {
    const posting = jobPostingJsonLd(SITE, { ...JOB, closingDate: "2026-07-31" });
    expect(posting.validThrough).toBe("2026-07-31T23:59:59-04:00");
    expectIsoDateTime(posting.validThrough);
  });

  test("a salary range becomes baseSalary; a single figure is its value", () => {
    const range = jobPostingJsonLd(SITE, {
      ...JOB,
      salaryMin: 120000,
      salaryMax: 145000,
      salaryCurrency: "USD",
      salaryUnit: "YEAR",
    });
    expect(range.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 145000, unitText: "YEAR" },
    });
    const hourly = jobPostingJsonLd(SITE, { ...JOB, salaryMin: 85, salaryUnit: "HOUR" });
    expect(hourly.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", value: 85, unitText: "HOUR" },
    });
  });

  test("a fully remote job is TELECOMMUTE for applicants in the US", () => {
    const posting = jobPostingJsonLd(SITE, { ...JOB, location: "Remote (US)", isRemote: true });
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "US" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressCountry: "US" },
      },
    });
    expectNothingEmpty(posting);
  });

  test("every job type maps to one of Google's employment types", () => {
    expect(JOB_TYPES.map(employmentType)).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "CONTRACTOR",
      "TEMPORARY",
      "CONTRACTOR",
      "INTERN",
    ]);
    expect(employmentType("Seasonal")).toBe("OTHER");
  });
});

describe("jobAddress", () => {
  test("reads offices, 'City, ST' and places it does not know", () => {
    expect(jobAddress("East Brunswick, NJ", DEMO_COMPANY.offices)).toMatchObject({
      addressLocality: "East Brunswick",
      postalCode: "08816",
    });
    expect(jobAddress("Hybrid — East Brunswick, NJ", DEMO_COMPANY.offices)).toMatchObject({
      streetAddress: "180 Tices Lane, Suite 104",
    });
    expect(jobAddress("Austin, TX", DEMO_COMPANY.offices)).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Austin",
      addressRegion: "TX",
      addressCountry: "US",
    });
    expect(jobAddress("Client site", DEMO_COMPANY.offices)).toMatchObject({
      addressLocality: "Client site",
      addressCountry: "US",
    });
  });
});
