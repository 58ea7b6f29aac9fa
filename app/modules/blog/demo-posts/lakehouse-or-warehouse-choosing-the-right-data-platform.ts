import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "lakehouse-or-warehouse-choosing-the-right-data-platform",
  title: "Lakehouse or Warehouse: Choosing the Right Data Platform",
  summary:
    "Cloud warehouse or lakehouse on open table formats? A practitioner's comparison, and the questions that actually decide it for your organization.",
  category: "data-engineering",
  tags: ["Lakehouse", "Data Platforms", "SQL", "Architecture"],
  author: "Elena Kowalski",
  authorImage: "/images/authors/elena-kowalski.svg",
  imageUrl: "/images/blog/lakehouse-or-warehouse-choosing-the-right-data-platform.svg",
  isPublished: true,
  publishedDaysAgo: 137,
  content: `
<p>Few architecture decisions generate as much vendor noise as the choice between a cloud data warehouse and a lakehouse. Depending on whose conference you attend, one of them is obsolete. In reality both are mature, both can run a serious analytics program, and the differences that matter are specific to your data, your team and your plans for machine learning. This is how we help clients make the call.</p>

<h2>What we mean by each</h2>
<p>A <strong>cloud data warehouse</strong> stores data in a managed, proprietary format and provides a SQL engine tightly integrated with that storage. You load data in, and the platform handles file layout, indexing, concurrency and most of the tuning. Snowflake, BigQuery, Redshift and Azure Synapse dedicated pools are typical examples.</p>
<p>A <strong>lakehouse</strong> stores data as files on inexpensive object storage, organized by an open table format such as Delta Lake, Apache Iceberg or Apache Hudi. The table format adds the features that plain data lakes lacked: ACID transactions, schema enforcement, time travel and efficient updates. Multiple engines (Spark, Trino, warehouse engines and Python libraries) can read and write the same tables.</p>
<p>The line between them has blurred. Most warehouses can now read and even manage Iceberg tables, and lakehouse platforms offer serverless SQL that feels like a warehouse. The decision is increasingly about where the center of gravity sits.</p>

<h2>How they compare in practice</h2>
<table>
  <thead>
    <tr><th>Consideration</th><th>Cloud warehouse</th><th>Lakehouse</th></tr>
  </thead>
  <tbody>
    <tr><td>Time to first value</td><td>Very fast; minimal setup</td><td>Moderate; more design decisions up front</td></tr>
    <tr><td>SQL and BI performance</td><td>Excellent out of the box</td><td>Very good with tuning and good file layout</td></tr>
    <tr><td>Machine learning and unstructured data</td><td>Improving, but data often exported</td><td>Strong; Python and Spark work on the same tables</td></tr>
    <tr><td>Storage cost at large scale</td><td>Higher</td><td>Lower, on object storage</td></tr>
    <tr><td>Vendor lock-in</td><td>Higher, proprietary storage</td><td>Lower, open formats</td></tr>
    <tr><td>Operational effort</td><td>Low</td><td>Moderate; compaction, layout and governance to manage</td></tr>
  </tbody>
</table>
<p>The table hides an important nuance: operational effort is not fixed. A small team can run a lakehouse comfortably on a managed platform, and a large warehouse estate can still consume a lot of engineering time through cost management and access sprawl.</p>

<h2>The questions that decide it</h2>
<p>In workshops, we skip the feature lists and ask five questions instead:</p>
<ol>
  <li><strong>Who are the main users?</strong> If most consumers are analysts writing SQL and building dashboards, a warehouse gets them productive fastest. If data scientists and engineers working in Python are equally important, a lakehouse avoids copying data between worlds.</li>
  <li><strong>How much data, and what kind?</strong> Tens of terabytes of structured business data fit any platform. Hundreds of terabytes of event logs, images or sensor data favor object storage economics.</li>
  <li><strong>How important is openness?</strong> Organizations in regulated industries, or those wary of a single vendor, value being able to read their data with more than one engine.</li>
  <li><strong>What skills does the team have?</strong> A lakehouse rewards engineers who understand partitioning, file sizes and table maintenance. Without them, it can disappoint.</li>
  <li><strong>What already exists?</strong> Migration has real cost. A working warehouse with trusted models is rarely worth replacing for architectural purity.</li>
</ol>
<blockquote>The best platform is the one your team can operate well for five years, not the one that won this year's benchmark.</blockquote>

<h2>What the open table formats give you</h2>
<p>For teams leaning toward a lakehouse, it helps to see what the table formats provide day to day. Upserts from change data capture, for example, are a single statement, and time travel makes it easy to audit or reproduce yesterday's numbers:</p>
<pre><code class="language-sql">-- Apply the latest CDC batch to a silver table (Delta Lake / Iceberg syntax is similar)
MERGE INTO silver.customers AS target
USING bronze.customers_changes AS changes
  ON target.customer_id = changes.customer_id
WHEN MATCHED AND changes.op = 'D' THEN DELETE
WHEN MATCHED AND changes.updated_at &gt; target.updated_at THEN UPDATE SET *
WHEN NOT MATCHED AND changes.op &lt;&gt; 'D' THEN INSERT *;

-- Reproduce a report exactly as it looked at month-end close
SELECT region, COUNT(*) AS active_customers
FROM silver.customers TIMESTAMP AS OF '2025-06-30 23:59:59'
WHERE status = 'active'
GROUP BY region;
</code></pre>
<p>Those capabilities come with housekeeping. Small files must be compacted, old snapshots expired and data clustered on commonly filtered columns. Managed platforms automate much of this, but someone should own it.</p>

<h2>The hybrid answer is often the right one</h2>
<p>Many of our clients end up with a deliberate hybrid: raw and high-volume data in open tables on object storage, and curated, business-facing models served from a warehouse or a warehouse-like SQL endpoint. With Iceberg or Delta as the common format, this no longer means maintaining two copies of everything. The layered design we describe in <a href="/blog/modern-data-pipeline-architecture">Modern Data Pipeline Architecture</a> works the same way on either side.</p>
<p>Whichever way you go, invest early in the things that outlast the platform choice: clear data ownership, transformation as code, testing and good documentation. Those determine whether people trust the numbers far more than the storage engine does.</p>
<p>If you are weighing a new platform or a migration, our <a href="/services#data">data engineering team</a> runs short, vendor-neutral assessments that end with a recommendation and a costed plan. <a href="/contact">Let us know</a> what you are working with.</p>
`,
};
