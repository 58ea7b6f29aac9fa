import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "modern-data-pipeline-architecture",
  title: "Modern Data Pipeline Architecture",
  summary:
    "The layers, tools and habits behind data pipelines that scale: ingestion, a layered lakehouse or warehouse, transformation as code and observability.",
  category: "data-engineering",
  tags: ["Data Pipelines", "dbt", "Lakehouse", "Data Quality", "Architecture"],
  author: "Elena Kowalski",
  authorImage: "/images/authors/elena-kowalski.svg",
  imageUrl: "/images/blog/modern-data-pipeline-architecture.svg",
  isPublished: true,
  publishedDaysAgo: 35,
  content: `
<p>When a new client asks us to look at their data platform, the first thing we usually find is not a lack of tools. It is a tangle: scheduled scripts that copy tables overnight, stored procedures that nobody dares to touch, and dashboards that quietly disagree with each other. None of it was designed badly on purpose. It grew one urgent request at a time. A modern data pipeline architecture is mostly about replacing that accidental design with a deliberate one, built from simple layers with clear responsibilities.</p>

<h2>The layers of a modern pipeline</h2>
<p>Whatever the vendor, the pipelines we build share the same shape:</p>
<ol>
  <li><strong>Ingestion.</strong> Data is copied from source systems (operational databases, SaaS applications, files and event streams) into cloud storage with as little transformation as possible.</li>
  <li><strong>Storage in layers.</strong> Raw data lands in a bronze layer, is cleaned and conformed in a silver layer, and is modeled for business use in a gold layer. Some teams call these staging, intermediate and marts; the idea is the same.</li>
  <li><strong>Transformation as code.</strong> Every step from raw to curated is expressed in version-controlled SQL or Python, tested and reviewed like application code.</li>
  <li><strong>Orchestration.</strong> A scheduler runs the steps in dependency order, retries failures and records what ran and when.</li>
  <li><strong>Serving.</strong> Curated data feeds BI tools, machine learning features, reverse ETL into operational systems and APIs.</li>
</ol>
<p>The important shift from older designs is <em>ELT rather than ETL</em>: load first, transform inside the platform. Cloud warehouses and lakehouse engines are powerful enough that moving data out to transform it is rarely worth the complexity.</p>

<h2>Ingestion: boring is a feature</h2>
<p>Ingestion should be the least interesting part of your platform. For databases, we prefer <strong>change data capture</strong> (CDC), which reads the transaction log and delivers inserts, updates and deletes continuously without putting load on the source. For SaaS tools, managed connectors are usually the right call; writing your own connector for a CRM API is a maintenance commitment, not a one-off task.</p>
<p>Two rules keep ingestion healthy. Land data exactly as it arrived, with load timestamps, so you can always reprocess. And never apply business logic during ingestion; it belongs in the transformation layer where it can be tested and seen.</p>

<h2>Lakehouse or warehouse?</h2>
<p>The storage decision attracts the most debate and, in our experience, matters less than teams fear. A cloud warehouse offers simplicity and excellent SQL performance. A lakehouse, which stores open table formats such as Delta Lake or Apache Iceberg on object storage, offers flexibility for machine learning, large volumes and multiple compute engines. Both can support the layered design above. We compare them in detail in <a href="/blog/lakehouse-or-warehouse-choosing-the-right-data-platform">Lakehouse or Warehouse: Choosing the Right Data Platform</a>.</p>

<h2>Transformation as code</h2>
<p>This is where most of the value and most of the risk lives. Tools like dbt let analysts and engineers write transformations as modular SQL models, declare dependencies between them and attach tests. Incremental models process only new or changed data, which keeps costs and run times under control as volumes grow:</p>
<pre><code class="language-sql">-- models/silver/orders.sql
{{ config(materialized='incremental', unique_key='order_id', on_schema_change='fail') }}

WITH source AS (
  SELECT
    order_id,
    customer_id,
    CAST(order_total AS NUMERIC(12, 2)) AS order_total,
    LOWER(TRIM(status))                 AS status,
    updated_at,
    _loaded_at
  FROM {{ source('erp', 'orders') }}
  {% if is_incremental() %}
  WHERE _loaded_at &gt; (SELECT MAX(_loaded_at) FROM {{ this }})
  {% endif %}
),
deduplicated AS (
  SELECT *,
         ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC) AS rn
  FROM source
)
SELECT order_id, customer_id, order_total, status, updated_at, _loaded_at
FROM deduplicated
WHERE rn = 1
</code></pre>
<p>Every model like this should have at least a uniqueness test on its key, not-null tests on required columns, and accepted-value tests on status fields. They take minutes to write and catch the majority of data bugs before anyone sees them in a report.</p>
<blockquote>If a transformation is not in version control, it does not exist. It is just something that happens to run.</blockquote>

<h2>Orchestration and observability</h2>
<p>An orchestrator such as Airflow, Dagster or Prefect should know the full dependency graph, from ingestion through the last dashboard extract. That lets you rerun exactly what failed and nothing more. But scheduling is only half the job. Production pipelines need <strong>observability</strong>:</p>
<ul>
  <li><strong>Freshness checks</strong> on key tables, with alerts when data is late rather than when a user notices.</li>
  <li><strong>Volume and distribution monitoring</strong> to catch a source that suddenly sends half its usual rows, or a column that becomes null overnight.</li>
  <li><strong>Lineage</strong> so that when a source changes, you know which models and dashboards are affected.</li>
  <li><strong>Cost visibility</strong> per pipeline, because a single inefficient model can dominate a monthly bill.</li>
</ul>
<p>Many of these issues are best prevented at the source. Agreements between the teams that produce data and the teams that consume it, known as data contracts, are one of the most effective tools we have; see <a href="/blog/data-contracts-stopping-breakages-at-the-source">Data Contracts: Stopping Breakages at the Source</a>.</p>

<h2>Where to start</h2>
<p>You do not need to rebuild everything at once. We usually start with one high-value domain (orders, customers or finance), build it end to end with the layers above, and use it as the template for the rest. Within a few months, the old tangle shrinks, trust in the numbers grows, and the platform becomes a foundation for analytics and machine learning rather than an obstacle. If you would like help planning that first domain, explore our <a href="/services#data">data engineering services</a> or <a href="/contact">contact our team</a>.</p>
`,
};
