import type { Office } from "~/modules/company/company-info";
import type { Job } from "~/db/schema";
import type { JobType } from "~/modules/jobs/job-options";
import { endOfCompanyDay } from "~/utils/calendar-dates";
import { absoluteUrl } from "~/utils/urls";
import {
  COMPANY_COUNTRY,
  jsonLdDocument,
  LOGO,
  officeAddress,
  type JsonLd,
  type SeoSite,
} from "./json-ld.server";

/** Google's employmentType values for our job types. */
export const EMPLOYMENT_TYPES: Record<JobType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Freelance: "CONTRACTOR",
  Internship: "INTERN",
};

export function employmentType(type: string): string {
  return EMPLOYMENT_TYPES[type as JobType] ?? "OTHER";
}

export type JobPostingInput = Pick<
  Job,
  | "id"
  | "title"
  | "description"
  | "responsibilities"
  | "requirements"
  | "type"
  | "location"
  | "datePosted"
  | "closingDate"
  | "salaryMin"
  | "salaryMax"
  | "salaryCurrency"
  | "salaryUnit"
  | "isRemote"
>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function htmlList(heading: string, items: readonly string[]): string {
  const filled = items.filter((item) => item.trim());
  if (!filled.length) return "";
  return `<h3>${heading}</h3><ul>${filled.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/** The whole posting as HTML, as Google asks: the text, then the two lists. */
export function jobDescriptionHtml(job: JobPostingInput): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return (
    paragraphs +
    htmlList("Responsibilities", job.responsibilities) +
    htmlList("Requirements", job.requirements)
  );
}

/**
 * The job's free-text location as a PostalAddress: one of our offices when
 * it names that city ("Hybrid — Hamilton, NJ"), else "City, ST", else the
 * country alone (a fully remote "Remote (US)").
 */
export function jobAddress(location: string, offices: readonly Office[]) {
  const place = location
    .replace(/^\s*(?:hybrid|on-?site|remote)\s*[—–:-]\s*/i, "")
    .replace(/\([^)]*\)/g, "")
    .replace(/^\s*remote\s*$/i, "")
    .trim();
  if (!place) return { "@type": "PostalAddress", addressCountry: COMPANY_COUNTRY };
  const office = offices.find((candidate) =>
    place.toLowerCase().includes(candidate.city.toLowerCase()),
  );
  if (office) return officeAddress(office);
  const cityAndState = /^([^,]+),\s*([A-Z]{2})$/.exec(place);
  return {
    "@type": "PostalAddress",
    addressLocality: cityAndState ? cityAndState[1]!.trim() : place,
    addressRegion: cityAndState ? cityAndState[2] : undefined,
    addressCountry: COMPANY_COUNTRY,
  };
}

function baseSalary(job: JobPostingInput) {
  const { salaryMin: min, salaryMax: max } = job;
  if (min == null && max == null) return undefined;
  const range = min != null && max != null && min !== max;
  return {
    "@type": "MonetaryAmount",
    currency: job.salaryCurrency ?? "USD",
    value: {
      "@type": "QuantitativeValue",
      minValue: range ? min : undefined,
      maxValue: range ? max : undefined,
      value: range ? undefined : (min ?? max),
      unitText: job.salaryUnit ?? "YEAR",
    },
  };
}

/** A job page: Google's required JobPosting properties and the recommended ones we have. */
export function jobPostingJsonLd(site: SeoSite, job: JobPostingInput): JsonLd {
  const { company } = site;
  return jsonLdDocument("JobPosting", {
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: new Date(job.datePosted).toISOString(),
    validThrough: job.closingDate ? endOfCompanyDay(job.closingDate) : undefined,
    employmentType: employmentType(job.type),
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: absoluteUrl(site.origin, "/"),
      logo: absoluteUrl(site.origin, LOGO.path),
    },
    jobLocation: { "@type": "Place", address: jobAddress(job.location, company.offices) },
    jobLocationType: job.isRemote ? "TELECOMMUTE" : undefined,
    applicantLocationRequirements: job.isRemote
      ? { "@type": "Country", name: COMPANY_COUNTRY }
      : undefined,
    baseSalary: baseSalary(job),
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    directApply: true,
    url: absoluteUrl(site.origin, `/careers/job/${encodeURIComponent(job.id)}`),
  });
}
