import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "data-contracts-stopping-breakages-at-the-source",
  title: "Data Contracts: Stopping Breakages at the Source",
  summary:
    "Most broken dashboards start with an innocent change upstream. Data contracts make the agreement between data producers and consumers explicit and testable.",
  category: "data-engineering",
  tags: ["Data Quality", "Data Pipelines", "Data Governance", "Architecture"],
  author: "Elena Kowalski",
  authorImage: "/images/authors/elena-kowalski.svg",
  imageUrl: "/images/blog/data-contracts-stopping-breakages-at-the-source.svg",
  isPublished: true,
  publishedDaysAgo: 86,
  content: `
<p>Here is a story we have heard, in one form or another, at nearly every client. An application team renames a column, or changes a status value from "cancelled" to "canceled," or starts sending amounts in cents instead of dollars. Their release goes well. Three days later, the finance dashboard shows a revenue drop that sends executives into a meeting, and the data team spends a day tracing the cause. Nobody did anything wrong, exactly. There was simply no agreement about what the data was supposed to look like. <strong>Data contracts</strong> are that agreement.</p>

<h2>What a data contract is</h2>
<p>A data contract is a formal, versioned description of a dataset that a producing team publishes for others to use. It works much like an API specification does for services. At minimum, it states:</p>
<ul>
  <li><strong>Schema:</strong> field names, types, nullability and meaning.</li>
  <li><strong>Semantics:</strong> allowed values, units, and business rules such as "an order total is never negative."</li>
  <li><strong>Service levels:</strong> how fresh the data will be and how complete.</li>
  <li><strong>Ownership:</strong> who maintains it and how to reach them.</li>
  <li><strong>Change policy:</strong> how breaking changes are announced and versioned.</li>
</ul>
<p>The key word is <em>published</em>. The contract belongs to the producer, lives next to their code and is enforced in their deployment pipeline. That is what distinguishes it from the data team's tests downstream, which can only detect a problem after it has already happened.</p>

<h2>A contract in practice</h2>
<p>We keep contracts as simple YAML files in the producing team's repository. Tooling varies by client, but the content is consistent. Here is an abbreviated contract for an orders event stream:</p>
<pre><code class="language-yaml">contract: orders.order_placed
version: 2.1.0
owner:
  team: commerce-platform
  contact: commerce-data@example.com
description: One event per order at the moment payment is authorized.
schema:
  order_id:      { type: string, required: true, unique: true }
  customer_id:   { type: string, required: true }
  placed_at:     { type: timestamp, required: true, timezone: UTC }
  currency:      { type: string, required: true, allowed: [USD, CAD] }
  total_amount:  { type: decimal, required: true, unit: major_currency_unit, minimum: 0 }
  channel:       { type: string, required: true, allowed: [web, mobile, phone, partner] }
quality:
  freshness:     { max_delay_minutes: 15 }
  completeness:  { min_daily_events: 2000 }
change_policy:
  breaking_changes: new major version, announced 30 days ahead, old version kept 60 days
  consumers: [finance-reporting, demand-forecasting, customer-360]
</code></pre>
<p>Two fields here have prevented real incidents for us. The explicit <code>unit</code> on monetary amounts ends the cents-versus-dollars problem, and the list of known consumers tells the producing team exactly who to talk to before changing anything.</p>

<h2>Enforcing contracts without slowing teams down</h2>
<p>A contract that lives only in documentation will drift. Enforcement should happen at three points:</p>
<ol>
  <li><strong>At build time.</strong> The producer's continuous integration compares the proposed schema with the current contract and fails the build on breaking changes that do not bump the major version.</li>
  <li><strong>At publish time.</strong> Events or tables are validated against the contract as they are written; records that fail go to a quarantine area rather than silently into the pipeline.</li>
  <li><strong>In production.</strong> Freshness and completeness are monitored continuously, with alerts routed to the owning team, not to whoever happens to notice on the consumer side.</li>
</ol>
<p>The aim is to make the right behavior the easy behavior. Engineers do not object to contracts when a failed check tells them precisely what changed and who depends on it. They object when contracts feel like a form to fill in for another department.</p>
<blockquote>A data contract moves the discovery of a breaking change from a finance meeting on Thursday to a pull request on Monday.</blockquote>

<h2>Rolling them out</h2>
<p>Trying to put every dataset under contract at once is a reliable way to fail. We recommend starting where the pain is concentrated:</p>
<ul>
  <li>Pick the three to five datasets whose breakages cause the most disruption, usually orders, customers and financial transactions.</li>
  <li>Write the first contracts jointly with the producing and consuming teams, in a working session rather than by email.</li>
  <li>Enforce in warning mode for a few weeks, fix what it finds, then switch to blocking.</li>
  <li>Track incidents caused by upstream changes before and after; that number makes the case for expanding the program.</li>
</ul>
<p>Culture matters as much as tooling. Contracts work best when producing teams see data consumers as customers of their product, and when the data platform team provides templates, validation libraries and good defaults so that adopting a contract takes an hour, not a sprint.</p>

<h2>How contracts fit the bigger picture</h2>
<p>Data contracts are not a replacement for testing inside the pipeline or for observability. They are the first line of defense in a layered approach, which we outline in <a href="/blog/modern-data-pipeline-architecture">Modern Data Pipeline Architecture</a>. They are also a natural companion to event-driven integration between applications, where the same discipline applies to messages between services; see <a href="/blog/event-driven-integration-for-enterprise-systems">Event-Driven Integration for Enterprise Systems</a>.</p>
<p>If broken dashboards and late-night data fixes sound familiar, our <a href="/services#data">data engineering practice</a> can help you introduce contracts on the datasets that matter most. <a href="/contact">Start the conversation</a>.</p>
`,
};
