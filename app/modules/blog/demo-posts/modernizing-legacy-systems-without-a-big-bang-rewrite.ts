import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "modernizing-legacy-systems-without-a-big-bang-rewrite",
  title: "Modernizing Legacy Systems Without a Big-Bang Rewrite",
  summary:
    "Full rewrites of core systems fail far more often than they succeed. The strangler fig pattern lets you modernize incrementally while the business keeps running.",
  category: "tech",
  tags: ["Modernization", "Architecture", "TypeScript", "Digital Transformation"],
  author: "Sarah Lindqvist",
  authorImage: "/images/authors/sarah-lindqvist.svg",
  imageUrl: "/images/blog/modernizing-legacy-systems-without-a-big-bang-rewrite.svg",
  isPublished: true,
  publishedDaysAgo: 71,
  content: `
<p>Almost every organization we work with has at least one system that everybody complains about and nobody can replace. It might be a twenty-year-old order management application, a monolith that only two people fully understand, or a collection of stored procedures that runs the monthly billing. The instinct is to start over: freeze the old system, build a modern replacement and switch over on a chosen weekend. We have seen enough of those projects to recommend, strongly, that you do not.</p>

<h2>Why big-bang rewrites fail</h2>
<p>Rewrites fail for predictable reasons. The old system encodes years of business rules, many of them undocumented, and the new one must rediscover each of them. Meanwhile the business keeps changing, so the target moves while you chase it. And because nothing ships until the end, there is no feedback and no value for months or years. When the cut-over finally arrives, all the risk lands on a single weekend.</p>
<p>The result is familiar: budgets double, timelines stretch, and the organization ends up running both systems indefinitely. The problem is not the ambition. It is the shape of the plan.</p>

<h2>The strangler fig pattern</h2>
<p>The alternative is to modernize incrementally, replacing the old system one capability at a time while it continues to run. The approach takes its name from the strangler fig, a plant that grows around a host tree until it can stand on its own. In software terms it works like this:</p>
<ol>
  <li><strong>Put a facade in front of the legacy system.</strong> All traffic flows through a routing layer, often an API gateway or a thin service you control.</li>
  <li><strong>Pick one capability and rebuild it.</strong> Choose something valuable but well bounded, such as customer lookup, pricing or invoice generation.</li>
  <li><strong>Route traffic gradually.</strong> Send a small share of requests, or a specific customer segment, to the new implementation and compare results.</li>
  <li><strong>Retire the old code path.</strong> Once the new capability handles all traffic reliably, remove the legacy implementation.</li>
  <li><strong>Repeat.</strong> Each cycle shrinks the legacy system and delivers value on its own.</li>
</ol>
<p>The routing layer is usually simple. Here is the core of a facade we built in TypeScript for a client migrating order functions off a legacy application:</p>
<pre><code class="language-typescript">type Route = {
  matches: (req: Request) =&gt; boolean;
  rolloutPercent: number; // share of traffic sent to the new service
  target: "modern" | "legacy";
};

const routes: Route[] = [
  { matches: (r) =&gt; new URL(r.url).pathname.startsWith("/api/customers"), rolloutPercent: 100, target: "modern" },
  { matches: (r) =&gt; new URL(r.url).pathname.startsWith("/api/pricing"), rolloutPercent: 25, target: "modern" },
];

function bucketFor(accountId: string): number {
  let hash = 0;
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) % 100;
  return hash; // stable: the same account always lands in the same bucket
}

export async function handle(req: Request, accountId: string): Promise&lt;Response&gt; {
  const route = routes.find((candidate) =&gt; candidate.matches(req));
  const useModern = route?.target === "modern" &amp;&amp; bucketFor(accountId) &lt; route.rolloutPercent;
  const upstream = useModern ? MODERN_BASE_URL : LEGACY_BASE_URL;
  const url = new URL(req.url);
  return fetch(new URL(url.pathname + url.search, upstream), req);
}
</code></pre>
<p>Routing by a stable hash of the account, rather than at random per request, means a given customer has a consistent experience, and any problems are easy to trace to the accounts that saw the new path.</p>

<h2>Proving the new path is right</h2>
<p>Incremental migration only reduces risk if you can tell when the new implementation behaves differently. Three techniques do most of the work:</p>
<ul>
  <li><strong>Characterization tests.</strong> Before changing anything, record how the legacy system responds to a wide range of real inputs. These tests describe what the system <em>does</em>, which matters more than what the documentation says it should do.</li>
  <li><strong>Shadow traffic.</strong> Send copies of production requests to the new service without returning its responses, and compare outputs. Differences reveal forgotten business rules before any customer sees them.</li>
  <li><strong>Feature flags and fast rollback.</strong> Every routing change can be reversed in seconds, without a deployment.</li>
</ul>
<blockquote>The most valuable artifact of a legacy migration is often the list of differences found in shadow mode. Each one is a business rule somebody forgot to write down.</blockquote>

<h2>Data is the hard part</h2>
<p>Routing requests is the easy half. Most legacy systems share one large database, and new services need data that the old system still writes. We typically let the legacy database remain the source of truth at first and stream changes to the new services with change data capture. As capabilities move, ownership of each table moves with them, and the direction of synchronization flips. Planning this sequence carefully is the difference between a smooth migration and months of reconciliation scripts. Our data colleagues discuss the same techniques in <a href="/blog/modern-data-pipeline-architecture">Modern Data Pipeline Architecture</a>.</p>
<p>Integration with surrounding systems matters too. Replacing point-to-point calls with events as you go makes each future step easier; we describe that approach in <a href="/blog/event-driven-integration-for-enterprise-systems">Event-Driven Integration for Enterprise Systems</a>.</p>

<h2>Plan in value, not in phases</h2>
<p>A strangler migration should be planned as a sequence of business outcomes: faster quotes in the first quarter, self-service account changes in the second, and so on. That keeps sponsors engaged, because they see progress they care about, and it gives you natural points to reprioritize as you learn. It also means that if funding stops halfway, you still have a better system than when you started, which is never true of a half-finished rewrite.</p>
<p>If you are facing a system that has become too important to change and too fragile to leave alone, our <a href="/services#digital">digital transformation</a> and <a href="/services#integration">system integration</a> teams would be glad to help you plan the first step. <a href="/contact">Get in touch</a>.</p>
`,
};
