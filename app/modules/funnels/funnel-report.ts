import type { DateRange } from "~/modules/analytics/analytics-range";

// The Funnels page's figures (funnels.server.ts makes them; the page's components read them).

/** A job's public page and its application form, as the beacon reports their paths. */
export const jobPagePath = (jobId: string) => `/careers/job/${encodeURIComponent(jobId)}`;
export const applyPagePath = (jobId: string) => `/careers/apply/${encodeURIComponent(jobId)}`;
export const CONTACT_PATH = "/contact";

/** The source of a visit that had none (typed, bookmarked, or unknown). */
export const NO_SOURCE = "";

/** One step of a funnel; `rate` is its share of the step before (null for the first, or after 0). */
export type FunnelStep = { key: string; label: string; count: number; rate: number | null };

/** Step n as a share of step n − 1; null when there is nothing to divide by. */
function conversion(count: number, before: number): number | null {
  return before > 0 ? count / before : null;
}

/** The steps with each one's rate from the step before. */
export function withRates(steps: Omit<FunnelStep, "rate">[]): FunnelStep[] {
  return steps.map((step, index) => ({
    ...step,
    rate: index === 0 ? null : conversion(step.count, steps[index - 1]!.count),
  }));
}

export type JobFunnelRow = {
  jobId: string;
  title: string;
  isActive: boolean;
  steps: FunnelStep[];
};

/** Per source: what its visitors did, counted by the visit's first and by its last source. */
export type JobSourceRow = {
  source: string;
  /** Visitors of the job's page whose visit arrived from this source. */
  visitors: number;
  firstApplications: number;
  firstHires: number;
  lastApplications: number;
  lastHires: number;
};

export type InquirySourceRow = {
  source: string;
  visitors: number;
  contactVisitors: number;
  firstInquiries: number;
  lastInquiries: number;
};

export type JobFunnelDetail = {
  jobId: string;
  title: string;
  steps: FunnelStep[];
  sources: JobSourceRow[];
};

export type InquiryFunnel = { steps: FunnelStep[]; sources: InquirySourceRow[] };

export type FunnelsReport = {
  range: DateRange;
  jobs: JobFunnelRow[];
  job: JobFunnelDetail | null;
  inquiries: InquiryFunnel;
};

/** Jobs › Funnels in the admin. */
export const FUNNELS_PATH = "/admin/jobs/funnels";
export const FUNNEL_JOB_KEY = "job";

/** Sources drawn apart in a dashboard trend; the rest are summed into "Other sources". */
export const TREND_SOURCES = 4;
export const OTHER_SOURCES = "(other)";

/** Applications or inquiries per week, by the first source of the visit that sent them. */
export type SourceTrend = {
  /** The sources drawn, busiest first, then OTHER_SOURCES and NO_SOURCE when present. */
  sources: string[];
  weeks: { weekStart: string; counts: Record<string, number> }[];
};
