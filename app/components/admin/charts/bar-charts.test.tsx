import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { TrafficChart } from "~/components/admin/analytics/traffic-chart";
import { ActivityChart } from "~/components/admin/dashboard/activity-chart";
import { SourceTrendChart } from "~/components/admin/dashboard/source-trend-chart";
import { axisScale } from "./chart-scale";

// The three staff charts draw their axis, grid and data table with one set of
// parts (charts/); each keeps its own bars, names and columns.

/** The value labels left of the grid, bottom first. */
function gridLabels(html: string): string[] {
  return [...html.matchAll(/<text[^>]*text-anchor="end"[^>]*>(\d+)<\/text>/g)].map((m) => m[1]!);
}

/** The data table's column headings, then each row's cells as text. */
function table(html: string): string[][] {
  const body = html.slice(html.indexOf("<table"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!.replace(/<[^>]+>/g, ""),
    ),
  );
}

function tableRegion(html: string): string | null {
  return /<div[^>]*role="region"[^>]*aria-label="([^"]*)"/.exec(html)?.[1] ?? null;
}

test("the axis runs to a round maximum in round steps", () => {
  expect(axisScale(0)).toEqual({ top: 4, step: 1 });
  expect(axisScale(4)).toEqual({ top: 4, step: 1 });
  expect(axisScale(5)).toEqual({ top: 6, step: 2 });
  expect(axisScale(37)).toEqual({ top: 40, step: 10 });
  expect(axisScale(1234)).toEqual({ top: 1500, step: 500 });
});

const charts = [
  {
    name: "visitors per day: grid to the busiest day, a table that scrolls",
    chart: (
      <TrafficChart
        series={[
          { day: "2026-03-01", views: 12, visitors: 5 },
          { day: "2026-03-02", views: 1250, visitors: 980 },
        ]}
      />
    ),
    title: "Visitors and page views per day",
    grid: ["0", "500", "1000", "1500"],
    region: "Visitors and page views per day, as a table",
    rows: [
      ["Day", "Visitors", "Page views"],
      ["Mar 1, 2026", "5", "12"],
      ["Mar 2, 2026", "980", "1,250"],
    ],
  },
  {
    name: "weekly activity: grid to the busiest series, a table that needs no scrolling",
    chart: (
      <ActivityChart
        weeks={[
          { weekStart: "2026-03-02", applications: 3, inquiries: 7 },
          { weekStart: "2026-03-09", applications: 0, inquiries: 1 },
        ]}
      />
    ),
    title: "Applications and inquiries per week",
    grid: ["0", "2", "4", "6", "8"],
    region: null,
    rows: [
      ["Week", "Applications", "Inquiries"],
      [expect.stringContaining("Mar 2"), "3", "7"],
      [expect.stringContaining("Mar 9"), "0", "1"],
    ],
  },
  {
    name: "sources per week: stacked totals set the grid, a column per source",
    chart: (
      <SourceTrendChart
        title="Inquiries by source"
        noun="inquiry"
        trend={{
          sources: ["google", ""],
          weeks: [
            { weekStart: "2026-03-02", counts: { google: 9, "": 3 } },
            { weekStart: "2026-03-09", counts: { google: 1 } },
          ],
        }}
      />
    ),
    title: "Inquiries by source per week",
    grid: ["0", "5", "10", "15"],
    region: "Inquiries by source, as a table",
    rows: [
      ["Week", "google", "Direct or unknown"],
      [expect.stringContaining("Mar 2"), "9", "3"],
      [expect.stringContaining("Mar 9"), "1", "0"],
    ],
  },
];

for (const { name, chart, title, grid, region, rows } of charts) {
  test(name, () => {
    const html = renderToStaticMarkup(chart);
    expect(html).toContain(`<svg role="img"`);
    expect(/<svg[^>]*><title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
    expect(gridLabels(html)).toEqual(grid);
    expect(tableRegion(html)).toBe(region);
    expect(/<caption[^>]*>([^<]*)<\/caption>/.exec(html)?.[1]).toBe(title);
    expect(table(html)).toEqual(rows);
  });
}
