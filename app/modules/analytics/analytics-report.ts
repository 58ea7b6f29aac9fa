import type { DateRange } from "./analytics-range";

// The Analytics page's figures (analytics-report.server.ts makes them; the page's components read them).

/** Rows in each "top" table of the page. */
export const TOP_ROWS = 10;

export type Counts = { views: number; visitors: number };
export type DayCounts = Counts & { day: string };
export type PageRow = Counts & { path: string };
export type ReferrerRow = Counts & { host: string };
export type CampaignRow = Counts & { source: string; medium: string; campaign: string };
export type DeviceRow = Counts & { device: string };

export type AnalyticsReport = {
  range: DateRange;
  previous: DateRange;
  totals: Counts;
  previousTotals: Counts;
  /** Every day of the range, zeros included. */
  series: DayCounts[];
  pages: PageRow[];
  referrers: ReferrerRow[];
  campaigns: CampaignRow[];
  devices: DeviceRow[];
};
