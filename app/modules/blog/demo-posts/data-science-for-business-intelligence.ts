import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "data-science-for-business-intelligence",
  title: "Data Science for Business Intelligence",
  summary:
    "Dashboards tell you what happened. Here is how to add data science to your BI practice so it also explains why, and what is likely to happen next.",
  category: "data-science",
  tags: ["Business Intelligence", "Analytics", "SQL", "Forecasting"],
  author: "David Okafor",
  authorImage: "/images/authors/david-okafor.svg",
  imageUrl: "/images/blog/data-science-for-business-intelligence.svg",
  isPublished: true,
  publishedDaysAgo: 27,
  content: `
<p>Most organizations we work with have a mature business intelligence practice. There is a warehouse, a set of well-loved dashboards, and an analytics team that knows the numbers by heart. What they often lack is a way to move beyond description. The dashboard shows that revenue in the Northeast dropped eight percent last quarter, and then a dozen people spend a week debating why. Data science, applied thoughtfully, can shorten that week to an afternoon and help the business act before the next quarter closes.</p>

<h2>From "what happened" to "why" and "what next"</h2>
<p>It helps to think of analytics maturity in four questions:</p>
<ol>
  <li><strong>Descriptive:</strong> What happened? (Revenue fell 8%.)</li>
  <li><strong>Diagnostic:</strong> Why did it happen? (Two large accounts delayed orders, and a price change reduced small-order volume.)</li>
  <li><strong>Predictive:</strong> What is likely to happen? (Next quarter will be down another 3% unless those accounts return.)</li>
  <li><strong>Prescriptive:</strong> What should we do? (Prioritize outreach to the 40 accounts most likely to reduce spend.)</li>
</ol>
<p>Traditional BI is excellent at the first question. Data science techniques such as decomposition, statistical testing, forecasting and classification address the other three. The point is not to replace BI, but to extend the same trusted data into deeper questions.</p>

<h2>Start with a decomposition, not a model</h2>
<p>The most useful diagnostic tool is often not machine learning at all. It is a careful breakdown of a change into its contributing parts. When revenue moves, we decompose the change into volume, price and mix effects, and then by segment. This is plain SQL, runs on the warehouse you already have, and answers the question leadership is really asking.</p>
<pre><code class="language-sql">-- Decompose the quarter-over-quarter revenue change by region into volume and price effects
WITH by_quarter AS (
  SELECT
    region,
    date_trunc('quarter', order_date) AS quarter,
    SUM(quantity)                     AS units,
    SUM(quantity * unit_price)        AS revenue
  FROM analytics.fct_order_lines
  WHERE order_date &gt;= DATE '2024-10-01'
  GROUP BY 1, 2
),
paired AS (
  SELECT
    region,
    LAG(units)   OVER w AS units_prev,
    units,
    LAG(revenue) OVER w AS revenue_prev,
    revenue
  FROM by_quarter
  WINDOW w AS (PARTITION BY region ORDER BY quarter)
)
SELECT
  region,
  revenue - revenue_prev                                          AS total_change,
  (units - units_prev) * (revenue_prev / NULLIF(units_prev, 0))   AS volume_effect,
  units * (revenue / NULLIF(units, 0) - revenue_prev / NULLIF(units_prev, 0)) AS price_effect
FROM paired
WHERE revenue_prev IS NOT NULL
ORDER BY total_change;
</code></pre>
<p>A result like this turns a week of speculation into a focused conversation: the Northeast decline is 70% volume, concentrated in two accounts, and 30% price, spread across small orders. Now the sales and pricing teams each know which part is theirs.</p>

<h2>Add forecasting where decisions depend on the future</h2>
<p>Once diagnostics are routine, the next step is forward-looking. Many BI teams already produce forecasts, typically a spreadsheet that extends last year's trend. Replacing that with a statistical forecast brings two benefits: better accuracy on seasonal and promotional patterns, and, just as important, an honest range of outcomes rather than a single number.</p>
<p>We usually begin with well-understood methods such as exponential smoothing or gradient-boosted models with calendar features, and compare them against the existing spreadsheet on the last twelve months. If the new method does not clearly win on a holdout period, we do not ship it. Our approach to earning planners' trust is covered in detail in <a href="/blog/demand-forecasting-that-planners-actually-trust">Demand Forecasting That Planners Actually Trust</a>.</p>

<h2>Put the results where people already look</h2>
<p>The most common failure of data science in a BI setting is delivery. A model lives in a notebook, results are emailed as a spreadsheet, and within two months nobody opens it. We follow a simple rule: <strong>model outputs are just another table in the warehouse.</strong> Forecasts, risk scores and anomaly flags are written back on a schedule, documented like any other dataset, and surfaced in the dashboards people already use.</p>
<p>This has practical advantages:</p>
<ul>
  <li>Access controls, lineage and data quality checks apply automatically.</li>
  <li>Analysts can join model outputs to everything else without asking for help.</li>
  <li>Business users see a forecast band next to actuals on a chart they already trust, rather than learning a new tool.</li>
</ul>
<blockquote>If a prediction is not visible at the moment someone makes a decision, it does not matter how accurate it is.</blockquote>

<h2>Build the team and the habits</h2>
<p>You do not need a large data science department to get started. One or two data scientists embedded with the BI team, sharing its backlog and its warehouse, will usually outperform a separate group working on longer-term research. Pair them with analysts who know the business well, and agree on a few habits from the start: every model has an owner, a documented purpose, and a comparison against a simple baseline.</p>
<p>It also helps to have a solid data foundation. If pipelines are fragile or definitions differ between teams, models will amplify the confusion. Our data engineering colleagues describe what that foundation looks like in <a href="/blog/modern-data-pipeline-architecture">Modern Data Pipeline Architecture</a>.</p>
<p>Data science for business intelligence is less about algorithms than about asking better questions of data you already have. If you would like help identifying where predictive and diagnostic analytics would pay off first, <a href="/contact">talk to our team</a> or explore our <a href="/services#data">data services</a>.</p>
`,
};
