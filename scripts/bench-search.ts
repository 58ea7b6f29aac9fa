// `npm run bench:search`: /blog?q= over 100,000 published posts. Creates a
// throwaway database on a PostgreSQL server, fills it with generated posts
// (words drawn from the demo articles, common words more often), then times
// the blog list's own query function and prints the plans.
//
//   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench:search [-- --posts 100000]
//
// --keep leaves the generated database in place (its name is printed);
// --reuse <name> times an earlier one again without generating.
//
// Without BENCH_DATABASE_URL it starts one with .ci/start-postgres.sh.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { openPostgres, setDatabase } from "~/db/client.server";
import { DEMO_POSTS } from "~/modules/blog/demo-posts";
import { listPublishedPosts } from "~/modules/blog/blog.server";
import { withDatabaseName } from "../tests/helpers/postgres-url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

const TARGET_MS = 50;
const BATCH = 5_000;
/** Common, middling and rare words and combinations, prefixes, a category, a deep page. */
const SEARCHES = [
  { q: "data" },
  { q: "cloud" },
  { q: "kube" },
  { q: "terraform landing" },
  { q: "model evaluation production" },
  { q: "churn" },
  // Rare in the generated posts (a few hundred, a few dozen matches): the older posts are searched too.
  { q: "dbsnapshot deputy" },
  { q: "dbsnapshot deputy subnet" },
  { q: "zzzz" },
  { q: "data", category: "ai" as const },
  { q: "data", page: 50 },
  { q: "" },
];

const { values: args } = parseArgs({
  options: {
    posts: { type: "string", default: "100000" },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
    runs: { type: "string", default: "20" },
  },
});
const postCount = Number(args.posts);

/** The demo articles' words, most frequent first (the generator favours the front). */
function vocabulary(): string[] {
  const counts = new Map<string, number>();
  for (const post of DEMO_POSTS) {
    const text = `${post.title} ${post.summary} ${post.content.replace(/<[^>]*>/g, " ")}`;
    for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

// random()^3 skews towards the front of the vocabulary, like real word frequencies.
const GENERATE = `
  insert into blog_posts (id, slug, title, summary, content, category, tags, author, is_published, published_at)
  select 'bench-' || g, 'bench-post-' || g, initcap(w.title), w.summary, '<p>' || w.body || '</p>',
    (array['ai', 'data-science', 'data-engineering', 'cloud', 'tech'])[1 + g % 5],
    array[w.tag], 'Bench Author', true, now() - make_interval(mins => g)
  from generate_series($2::int, $3::int) as g
  cross join lateral (
    select
      (select string_agg(($1::text[])[1 + floor(random() ^ 3 * cardinality($1::text[]))::int], ' ')
         from generate_series(1, 7) where g > 0) as title,
      (select string_agg(($1::text[])[1 + floor(random() ^ 3 * cardinality($1::text[]))::int], ' ')
         from generate_series(1, 30) where g > 0) as summary,
      (select string_agg(($1::text[])[1 + floor(random() ^ 3 * cardinality($1::text[]))::int], ' ')
         from generate_series(1, 400) where g > 0) as body,
      ($1::text[])[1 + floor(random() * 200)::int] as tag
  ) as w`;

/** EXPLAIN ANALYZE of every query `run` sends through the pool (the module's real SQL). */
async function plansOf(pool: pg.Pool, run: () => Promise<unknown>): Promise<string[]> {
  const sent: Array<{ text: string; values?: unknown[] }> = [];
  const query = pool.query.bind(pool);
  pool.query = ((config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    if (typeof config === "string") sent.push({ text: config, values });
    else sent.push({ text: config.text, values: values ?? config.values });
    return query(config as string, values);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  const plans: string[] = [];
  for (const { text, values } of sent) {
    const result = await pool.query(`explain (analyze, buffers) ${text}`, values);
    plans.push([text, ...result.rows.map((row) => `  ${row["QUERY PLAN"]}`)].join("\n"));
  }
  return plans;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function generatePosts(url: string, database: string) {
  const words = vocabulary();
  console.log(`Generating ${postCount.toLocaleString("en-US")} posts from ${words.length} words…`);
  const started = performance.now();
  // Its own connection: the app's pool stops statements after 10 s.
  const generator = new pg.Client({ connectionString: withDatabaseName(url, database) });
  await generator.connect();
  try {
    for (let from = 1; from <= postCount; from += BATCH) {
      const to = Math.min(postCount, from + BATCH - 1);
      await generator.query(GENERATE, [words, from, to]);
      process.stdout.write(`  ${to.toLocaleString("en-US")}\r`);
    }
    await generator.query("vacuum analyze blog_posts");
  } finally {
    await generator.end();
  }
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(0)} s.\n`);
}

let serverUrl = process.env.BENCH_DATABASE_URL;
const ownServer = !serverUrl;
if (!serverUrl) {
  serverUrl = execFileSync("bash", [".ci/start-postgres.sh"], { encoding: "utf8" }).trim();
}
const name = args.reuse ?? `arcwell_search_${crypto.randomBytes(5).toString("hex")}`;
const admin = openPostgres(serverUrl, () => {});
if (!args.reuse) await admin.pool.query(`create database ${name}`);
const handle = openPostgres(withDatabaseName(serverUrl, name), () => {});
setDatabase(handle);
try {
  // Without the app pool's 10 s statement limit: on a reused database the
  // migrations may rebuild an index over 100,000 posts.
  const migrator = new pg.Pool({ connectionString: withDatabaseName(serverUrl, name), max: 1 });
  await migrate(drizzle(migrator), { migrationsFolder: "drizzle" }).finally(() => migrator.end());
  if (!args.reuse) await generatePosts(serverUrl, name);

  console.log(`| search | matches | p50 | p95 | max | target ≤ ${TARGET_MS} ms |`);
  console.log("|---|---|---|---|---|---|");
  let met = true;
  for (const search of SEARCHES) {
    const filters = { q: search.q, category: search.category ?? null, page: search.page ?? 1 };
    const list = await listPublishedPosts(filters); // warm
    const times: number[] = [];
    for (let run = 0; run < Number(args.runs); run++) {
      const start = performance.now();
      await listPublishedPosts(filters);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    met &&= p95 <= TARGET_MS;
    const label = [`q="${search.q}"`, search.category, search.page && `page ${search.page}`]
      .filter(Boolean)
      .join(", ");
    console.log(
      `| ${label} | ${list.total.toLocaleString("en-US")} | ${percentile(times, 0.5).toFixed(1)} ms | ` +
        `${p95.toFixed(1)} ms | ${times.at(-1)!.toFixed(1)} ms | ${p95 <= TARGET_MS ? "met" : "NOT met"} |`,
    );
  }
  console.log("\nPlans (EXPLAIN ANALYZE) of /blog?q=data:\n");
  const data = { q: "data", category: null, page: 1 };
  for (const plan of await plansOf(handle.pool, () => listPublishedPosts(data))) {
    console.log(`${plan}\n`);
  }
  process.exitCode = met ? 0 : 1;
} finally {
  await handle.close();
  if (args.keep || args.reuse) console.log(`Kept the database ${name}.`);
  else await admin.pool.query(`drop database if exists ${name} with (force)`);
  await admin.close();
  if (ownServer) execFileSync("bash", [".ci/stop-postgres.sh"]);
}
