// `npm run bench:event-storage`: what page analytics cost on disk. Fills a
// throwaway database's page_views through the collector's own batch insert
// (page-view-buffer.server.ts) with generated views spread over some days,
// rolls each day up as the daily task does, and prints the tables' sizes
// (pg_total_relation_size: rows, indexes, TOAST) per row and per million
// views.
//
//   npm run bench:event-storage [-- --views 100000] [--days 10] [--postgres postgres://…]
//
// Embedded database (in memory) unless --postgres names a throwaway one.
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { getDatabase, openPglite, openPostgres, setDatabase } from "~/db/client.server";
import { bufferPageView, flushPageViews } from "~/modules/analytics/page-view-buffer.server";
import { rollUpDay } from "~/modules/analytics/rollup.server";

const { values: args } = parseArgs({
  options: {
    views: { type: "string", default: "100000" },
    days: { type: "string", default: "10" },
    postgres: { type: "string" },
  },
});
const views = Number(args.views);
const days = Number(args.days);

// A consulting site's traffic: its pages, jobs and posts; half the views
// without a referrer, a tenth from a campaign; about 2.5 views per visitor.
const PATHS = [
  "/",
  "/careers",
  "/blog",
  "/services",
  "/contact",
  "/about",
  ...Array.from({ length: 30 }, (_, i) => `/careers/job/senior-engineer-${i}`),
  ...Array.from({ length: 60 }, (_, i) => `/blog/how-we-ship-platform-work-${i}`),
];
const REFERRERS = ["www.google.com", "www.linkedin.com", "www.bing.com", "duckduckgo.com"];
const CAMPAIGNS = [
  ["linkedin", "social", "fall-hiring"],
  ["newsletter", "email", "november"],
  ["indeed", "jobs", "senior-engineers"],
];
const DEVICES = ["desktop", "phone", "tablet"] as const;
const VIEWS_PER_VISITOR = 2.5;

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

if (args.postgres) {
  setDatabase(openPostgres(args.postgres, (error) => console.error(error)));
} else {
  setDatabase(await openPglite());
}
const database = getDatabase();
await database.migrate();

const perDay = Math.ceil(views / days);
const dayNames: string[] = [];
const start = Date.UTC(2026, 9, 1);
for (let d = 0; d < days; d++) {
  const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
  dayNames.push(day);
  const visitors = Array.from({ length: Math.ceil(perDay / VIEWS_PER_VISITOR) }, () =>
    crypto.randomBytes(16).toString("base64url"),
  );
  for (let i = 0; i < perDay && d * perDay + i < views; i++) {
    const n = crypto.randomInt(1_000_000);
    const campaign = n % 10 === 0 ? pick(CAMPAIGNS, n) : ["", "", ""];
    bufferPageView({
      day,
      viewedAt: new Date(Date.parse(day) + Math.floor((i / perDay) * 86_400_000)),
      visitorHash: pick(visitors, n),
      path: pick(PATHS, n),
      referrerHost: n % 2 === 0 ? pick(REFERRERS, n >> 1) : "",
      utmSource: campaign[0]!,
      utmMedium: campaign[1]!,
      utmCampaign: campaign[2]!,
      device: pick(DEVICES, n >> 3),
    });
  }
  await flushPageViews();
}

type Size = { rows: number; total: number; table: number; indexes: number };
async function size(table: string): Promise<Size> {
  const { rows } = await database.executeSql(
    `select (select count(*) from ${table})::int as rows,
       pg_total_relation_size('${table}')::bigint as total,
       pg_relation_size('${table}')::bigint as "table",
       pg_indexes_size('${table}')::bigint as indexes`,
  );
  const [row] = rows as Array<Record<keyof Size, string | number>>;
  return {
    rows: Number(row!.rows),
    total: Number(row!.total),
    table: Number(row!.table),
    indexes: Number(row!.indexes),
  };
}

const raw = await size("page_views");
if (raw.rows !== views) throw new Error(`stored ${raw.rows} of ${views} views`);
for (const day of dayNames) await rollUpDay(day);
const rollups = await size("page_view_rollups");

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const format = (value: number) => Math.round(value).toLocaleString("en-US");
console.log(
  `${format(views)} views over ${days} days (${format(perDay)} a day), ${database.kind === "pglite" ? "embedded database" : "PostgreSQL"}\n`,
);
console.log("| table | rows | table | indexes | total | bytes/row | per million views |");
console.log("|---|---|---|---|---|---|---|");
console.log(
  `| page_views | ${format(raw.rows)} | ${mb(raw.table)} | ${mb(raw.indexes)} | ${mb(raw.total)} | ${format(raw.total / raw.rows)} | ${mb((raw.total / raw.rows) * 1e6)} |`,
);
console.log(
  `| page_view_rollups | ${format(rollups.rows)} (${format(rollups.rows / days)} a day) | ${mb(rollups.table)} | ${mb(rollups.indexes)} | ${mb(rollups.total)} | ${format(rollups.total / rollups.rows)} | – |`,
);
await database.close();
