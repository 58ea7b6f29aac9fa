import type { Job } from "~/db/schema";
import { formatSalaryRange } from "~/modules/jobs/job-format";
import type { JobType } from "~/modules/jobs/job-options";
import { currentYear } from "~/utils/dates";
import { absoluteUrl } from "~/utils/urls";
import { jobAddress, jobDescriptionHtml } from "./job-posting.server";
import { COMPANY_COUNTRY, LOGO, type SeoSite } from "./json-ld.server";
import { JOB_FEED_PATHS } from "./feed-paths";
import { SiteFeed } from "./feed-xml";
import { escapeXml } from "./xml";

/**
 * The open jobs for feed readers and job aggregators: RSS 2.0 (feed-xml.ts) and the XML format Indeed, Glassdoor, ZipRecruiter and most
 * aggregators read (<source><job>…). Only jobs visitors can apply to — the
 * same rule as /careers — with absolute URLs throughout.
 */

const jobPath = (job: Pick<Job, "id">) => `/careers/job/${encodeURIComponent(job.id)}`;

/** When the list last changed: the newest change of any listed job. */
export function jobsUpdatedAt(jobs: readonly Pick<Job, "updatedAt">[]): Date | null {
  return jobs.reduce<Date | null>((newest, job) => {
    const at = new Date(job.updatedAt);
    return !newest || at > newest ? at : newest;
  }, null);
}

export function buildJobsRss(site: SeoSite, jobs: readonly Job[], now = new Date()): SiteFeed {
  const { company, origin } = site;
  const url = (path: string) => absoluteUrl(origin, path);
  const feed = new SiteFeed({
    title: `${company.name} Careers`,
    description: `Open positions at ${company.name}.`,
    id: url("/careers"),
    link: url("/careers"),
    language: "en",
    image: url(LOGO.path),
    favicon: url("/favicon.svg"),
    copyright: `© ${currentYear(now)} ${company.name}`,
    updated: jobsUpdatedAt(jobs) ?? now,
    generator: company.name,
    feedLinks: { rss: url(JOB_FEED_PATHS.rss) },
  });
  for (const job of jobs) {
    const link = url(jobPath(job));
    const facts = [job.type, job.location, job.isRemote ? "Remote" : null, formatSalaryRange(job)];
    feed.addItem({
      title: job.title,
      id: link,
      link,
      description: facts.filter(Boolean).join(" · "),
      content: jobDescriptionHtml(job),
      date: new Date(job.updatedAt),
      published: new Date(job.datePosted),
      category: [{ name: job.department, term: job.department }],
    });
  }
  return feed;
}

/** The aggregators' job types. */
const AGGREGATOR_JOB_TYPES: Record<JobType, string> = {
  "Full-time": "fulltime",
  "Part-time": "parttime",
  Contract: "contract",
  Temporary: "temporary",
  Freelance: "contract",
  Internship: "internship",
};

/** One element (indented by `depth`), or nothing for an empty value. */
function element(name: string, value: string | null | undefined, depth = 2): string {
  return value ? `${"  ".repeat(depth)}<${name}>${escapeXml(value)}</${name}>` : "";
}

function jobXml(site: SeoSite, job: Job): string {
  const address = jobAddress(job.location, site.company.offices) as {
    addressLocality?: string;
    addressRegion?: string;
    postalCode?: string;
  };
  const lines = [
    "  <job>",
    element("title", job.title),
    element("date", new Date(job.datePosted).toUTCString()),
    element("referencenumber", job.id),
    element("url", absoluteUrl(site.origin, jobPath(job))),
    element("company", site.company.name),
    element("city", address.addressLocality),
    element("state", address.addressRegion),
    element("country", COMPANY_COUNTRY),
    element("postalcode", address.postalCode),
    element("description", jobDescriptionHtml(job)),
    element("salary", formatSalaryRange(job)),
    element("jobtype", AGGREGATOR_JOB_TYPES[job.type as JobType] ?? "other"),
    element("remotetype", job.isRemote ? "Fully remote" : null),
    element("category", job.department),
    element("expirationdate", job.closingDate),
    "  </job>",
  ];
  return lines.filter(Boolean).join("\n");
}

export function buildJobsXml(site: SeoSite, jobs: readonly Job[], now = new Date()): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<source>",
    element("publisher", site.company.name, 1),
    element("publisherurl", absoluteUrl(site.origin, "/careers"), 1),
    element("lastBuildDate", (jobsUpdatedAt(jobs) ?? now).toUTCString(), 1),
    ...jobs.map((job) => jobXml(site, job)),
    "</source>",
    "",
  ].join("\n");
}
