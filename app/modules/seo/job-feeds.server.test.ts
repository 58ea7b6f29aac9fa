import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import type { Job } from "~/db/schema";
import { buildJobsRss, buildJobsXml } from "./job-feeds.server";
import type { SeoSite } from "./json-ld.server";

const ORIGIN = "https://www.example.com";
const SITE: SeoSite = { company: DEMO_COMPANY, origin: ORIGIN };

function job(id: string, overrides: Partial<Job> = {}): Job {
  return {
    id,
    title: `Title of ${id}`,
    department: "Engineering",
    location: "Hybrid — Hamilton, NJ",
    type: "Full-time",
    description: "Build <things> & ship them.\n\nSecond paragraph.",
    responsibilities: ["Own the pipeline"],
    requirements: ["SQL"],
    isActive: true,
    closingDate: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryUnit: null,
    isRemote: false,
    screeningQuestions: [],
    scheduledAt: null,
    datePosted: new Date("2026-03-01T15:00:00Z"),
    createdAt: new Date("2026-03-01T15:00:00Z"),
    updatedAt: new Date("2026-03-02T15:00:00Z"),
    ...overrides,
  };
}

const JOBS = [
  job("data-engineer", {
    salaryMin: 120000,
    salaryMax: 150000,
    salaryCurrency: "USD",
    salaryUnit: "YEAR",
    closingDate: "2026-04-30",
  }),
  job("remote-analyst", {
    title: "Remote Analyst",
    type: "Contract",
    location: "Remote (US)",
    isRemote: true,
    updatedAt: new Date("2026-03-05T15:00:00Z"),
  }),
];

test("RSS: one item per open job, absolute links, the whole posting, dated by its last change", () => {
  const rss = buildJobsRss(SITE, JOBS).rss2();
  expect(rss).toContain("<title>Arcwell Technologies Careers</title>");
  expect(rss).toContain(`<link>${ORIGIN}/careers</link>`);
  expect(rss.match(/<item>/g)).toHaveLength(2);
  expect(rss).toContain(`<link>${ORIGIN}/careers/job/data-engineer</link>`);
  expect(rss).toContain("Full-time · Hybrid — Hamilton, NJ · $120,000 – $150,000 per year");
  expect(rss).toContain("Contract · Remote (US) · Remote");
  // The text is escaped once, inside the HTML, inside the XML.
  expect(rss).toContain("Build &lt;things&gt; &amp; ship them.");
  expect(rss).toContain("<li>Own the pipeline</li>");
  expect(rss).toContain("<lastBuildDate>Thu, 05 Mar 2026 15:00:00 GMT</lastBuildDate>");
  expect(rss).toContain(`<atom:link href="${ORIGIN}/careers/rss.xml" rel="self"`);
});

test("aggregator XML: Indeed's elements, escaped, with location, pay, type and closing date", () => {
  const xml = buildJobsXml(SITE, JOBS);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<source>\n/);
  expect(xml).toContain("  <publisher>Arcwell Technologies</publisher>");
  expect(xml).toContain(`  <publisherurl>${ORIGIN}/careers</publisherurl>`);
  expect(xml.match(/<job>/g)).toHaveLength(2);
  const first = xml.slice(xml.indexOf("<job>"), xml.indexOf("</job>"));
  expect(first).toContain("<title>Title of data-engineer</title>");
  expect(first).toContain("<referencenumber>data-engineer</referencenumber>");
  expect(first).toContain(`<url>${ORIGIN}/careers/job/data-engineer</url>`);
  expect(first).toContain("<city>Hamilton</city>");
  expect(first).toContain("<state>NJ</state>");
  expect(first).toContain("<country>US</country>");
  expect(first).toContain("<salary>$120,000 – $150,000 per year</salary>");
  expect(first).toContain("<jobtype>fulltime</jobtype>");
  expect(first).toContain("<expirationdate>2026-04-30</expirationdate>");
  expect(first).toContain("<description>&lt;p&gt;Build &amp;lt;things&amp;gt; &amp;amp; ship");
  expect(first).not.toContain("<remotetype>");
  const second = xml.slice(xml.lastIndexOf("<job>"));
  expect(second).toContain("<jobtype>contract</jobtype>");
  expect(second).toContain("<remotetype>Fully remote</remotetype>");
  expect(second).not.toContain("<salary>");
});

test("no open jobs: empty but valid feeds", () => {
  expect(buildJobsRss(SITE, []).rss2()).not.toContain("<item>");
  expect(buildJobsXml(SITE, [])).toContain("<source>");
  expect(buildJobsXml(SITE, [])).not.toContain("<job>");
});
