import { and, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { db } from "~/db/client.server";
import { analyticsSalts, pageViewRollups, pageViews } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { parseRange } from "./analytics-range";
import { exportAnalyticsCsv, getAnalyticsReport } from "./analytics-report.server";
import { collectPageView } from "./collect.server";
import { flushPageViews } from "./page-view-buffer.server";
import { capKeys, OTHER_KEY, ROLLUP_KEYS_PER_DAY, runAnalyticsRollup } from "./rollup.server";

setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NOW = new Date("2026-11-26T15:00:00Z");

const editor: Actor = {
  user: { id: "u-editor", email: "editor@example.com", name: "Ed", role: "editor" },
  ip: "127.0.0.1",
};

type View = Partial<{
  path: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
}>;

async function visit(
  ip: string,
  view: View = {},
  options: { userAgent?: string; now?: Date } = {},
) {
  return collectPageView({
    body: JSON.stringify({
      path: "/",
      referrer: "",
      source: "",
      medium: "",
      campaign: "",
      device: "desktop",
      ...view,
    }),
    ip,
    userAgent: options.userAgent ?? FIREFOX,
    optedOut: false,
    now: options.now ?? NOW,
  });
}

beforeEach(async () => {
  await db().delete(pageViews);
  await db().delete(pageViewRollups);
});

test("views are stored in batches with the day's visitor hash, never the address or the user agent", async () => {
  expect(await visit("203.0.113.1", { path: "/careers" })).toEqual({ ok: true, value: "counted" });
  expect(await db().select().from(pageViews)).toEqual([]); // still waiting for its batch
  await flushPageViews();
  const [row] = await db().select().from(pageViews);
  expect(row).toMatchObject({ day: "2026-11-26", path: "/careers", device: "desktop" });
  expect(JSON.stringify(row)).not.toContain("203.0.113.1");
  expect(JSON.stringify(row)).not.toContain("Firefox");
});

test("bots, opt-outs and malformed beacons are never stored", async () => {
  expect(await visit("203.0.113.2", {}, { userAgent: GOOGLEBOT })).toEqual({
    ok: true,
    value: "ignored",
  });
  expect(await visit("203.0.113.2", {}, { userAgent: "" })).toMatchObject({ value: "ignored" });
  const optedOut = await collectPageView({
    body: JSON.stringify({
      path: "/",
      referrer: "",
      source: "",
      medium: "",
      campaign: "",
      device: "phone",
    }),
    ip: "203.0.113.3",
    userAgent: FIREFOX,
    optedOut: true,
    now: NOW,
  });
  expect(optedOut).toMatchObject({ ok: true, value: "ignored" });
  for (const body of ["not json", "{}", JSON.stringify({ path: "https://x.example/" })]) {
    const result = await collectPageView({
      body,
      ip: "1.1.1.1",
      userAgent: FIREFOX,
      optedOut: false,
      now: NOW,
    });
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
  }
  await flushPageViews();
  expect(await db().select().from(pageViews)).toEqual([]);
});

test("the rollup counts views and unique visitors per day, page, referrer, campaign and device", async () => {
  // Visitor A: two pages from LinkedIn's fall campaign on a phone; B: one page, direct; C: yesterday.
  await visit("203.0.113.10", {
    path: "/",
    referrer: "www.linkedin.com",
    source: "linkedin",
    campaign: "fall",
    device: "phone",
  });
  await visit("203.0.113.10", { path: "/careers", device: "phone" });
  await visit("203.0.113.11", { path: "/careers" });
  await visit("203.0.113.12", { path: "/blog" }, { now: new Date("2026-11-25T23:00:00Z") });
  await flushPageViews();
  const run = await runAnalyticsRollup(NOW, 30);
  expect(run.days).toEqual(["2026-11-25", "2026-11-26"]);

  const rows = await db()
    .select()
    .from(pageViewRollups)
    .where(eq(pageViewRollups.day, "2026-11-26"));
  const find = (dimension: string, match: Partial<(typeof rows)[number]> = {}) =>
    rows.filter(
      (row) =>
        row.dimension === dimension &&
        Object.entries(match).every(([key, value]) => row[key as keyof typeof row] === value),
    );
  expect(find("total")).toMatchObject([{ views: 3, visitors: 2 }]);
  expect(find("page", { path: "/careers" })).toMatchObject([{ views: 2, visitors: 2 }]);
  expect(find("page", { path: "/" })).toMatchObject([{ views: 1, visitors: 1 }]);
  expect(find("referrer", { referrerHost: "www.linkedin.com" })).toMatchObject([
    { views: 1, visitors: 1 },
  ]);
  expect(find("referrer", { referrerHost: "" })).toMatchObject([{ views: 2, visitors: 2 }]);
  expect(find("campaign", { utmSource: "linkedin", utmCampaign: "fall" })).toMatchObject([
    { views: 1, visitors: 1, utmMedium: "" },
  ]);
  expect(find("device", { device: "phone" })).toMatchObject([{ views: 2, visitors: 1 }]);

  // Run again: the same rows, not twice as many.
  await runAnalyticsRollup(NOW, 30);
  const again = await db()
    .select()
    .from(pageViewRollups)
    .where(eq(pageViewRollups.day, "2026-11-26"));
  expect(again).toHaveLength(rows.length);
});

test("the report sums the days, compares with the period before, and the CSV holds the rollups", async () => {
  await visit("203.0.113.20", { source: "linkedin", campaign: "fall" });
  await visit("203.0.113.21", {}, { now: new Date("2026-11-20T10:00:00Z") });
  // Eight days earlier: in the previous 7-day period.
  await visit("203.0.113.22", {}, { now: new Date("2026-11-18T10:00:00Z") });
  await visit("203.0.113.23", {}, { now: new Date("2026-11-18T11:00:00Z") });
  await flushPageViews();
  await runAnalyticsRollup(new Date("2026-11-19T12:00:00Z"), 30);
  await runAnalyticsRollup(new Date("2026-11-21T12:00:00Z"), 30);
  await runAnalyticsRollup(NOW, 30);

  const { range } = parseRange(new URLSearchParams("range=7d"), "2026-11-26");
  const report = await getAnalyticsReport(editor, range);
  expect(report.totals).toEqual({ views: 2, visitors: 2 });
  expect(report.previousTotals).toEqual({ views: 2, visitors: 2 });
  expect(report.series).toHaveLength(7);
  expect(report.series.at(-1)).toEqual({ day: "2026-11-26", views: 1, visitors: 1 });
  expect(report.campaigns).toEqual([
    { source: "linkedin", medium: "", campaign: "fall", views: 1, visitors: 1 },
  ]);
  expect(report.pages).toEqual([{ path: "/", views: 2, visitors: 2 }]);

  const { csv } = await exportAnalyticsCsv(editor, range);
  expect(csv).toContain(
    "Date (UTC),Counted by,Page,Referrer,Source,Medium,Campaign,Device,Page views,Visitors",
  );
  expect(csv).toContain("2026-11-26,campaign,,,linkedin,,fall,,1,1");

  const recruiter: Actor = { ...editor, user: { ...editor.user, role: "recruiter" } };
  await expect(getAnalyticsReport(recruiter, range)).rejects.toThrow(/role/);
});

test("raw views past ANALYTICS_RAW_DAYS are deleted, their rollups and today's salt kept", async () => {
  await visit("203.0.113.30", { path: "/old" }, { now: new Date("2026-10-01T10:00:00Z") });
  await visit("203.0.113.31", { path: "/new" });
  await flushPageViews();
  const run = await runAnalyticsRollup(NOW, 30);
  expect(run.days).toContain("2026-10-01"); // rolled up before it went
  expect(run.rawDeleted).toBe(1);
  expect((await db().select().from(pageViews)).map((row) => row.path)).toEqual(["/new"]);
  expect(
    await db()
      .select()
      .from(pageViewRollups)
      .where(and(eq(pageViewRollups.day, "2026-10-01"), eq(pageViewRollups.dimension, "page"))),
  ).toMatchObject([{ path: "/old", views: 1 }]);
  expect((await db().select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2026-11-26"]);
});

test("a day keeps at most ROLLUP_KEYS_PER_DAY rows per dimension; the rest are summed", () => {
  const rows = Array.from({ length: ROLLUP_KEYS_PER_DAY + 5 }, (_, index) => ({
    dimension: "page" as const,
    path: `/p${index}`,
    referrerHost: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    device: "",
    views: index + 1,
    visitors: 1,
  }));
  const capped = capKeys([
    ...rows,
    { ...rows[0]!, dimension: "total", path: "", views: 9, visitors: 9 },
  ]);
  const pages = capped.filter((row) => row.dimension === "page");
  expect(pages).toHaveLength(ROLLUP_KEYS_PER_DAY);
  const other = pages.find((row) => row.path === OTHER_KEY)!;
  // The six least viewed (1..6) summed.
  expect(other).toMatchObject({ views: 21, visitors: 6 });
  expect(capped.filter((row) => row.dimension === "total")).toHaveLength(1);
});
