import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "demand-forecasting-that-planners-actually-trust",
  title: "Demand Forecasting That Planners Actually Trust",
  summary:
    "A more accurate forecast is worthless if planners override it. How we build demand forecasting systems that people actually use.",
  category: "data-science",
  tags: ["Forecasting", "Machine Learning", "Python", "Analytics"],
  author: "David Okafor",
  authorImage: "/images/authors/david-okafor.svg",
  imageUrl: "/images/blog/demand-forecasting-that-planners-actually-trust.svg",
  isPublished: true,
  publishedDaysAgo: 58,
  content: `
<p>A few years ago we delivered a demand forecasting model to a regional distributor that cut forecast error by almost a quarter in backtests. Six months later, we checked in and found that planners were overriding it for more than half of all items. The model was better on paper, but in practice the company was still running on gut feel and spreadsheets. That project taught us more about forecasting than any competition ever has: <strong>accuracy is necessary, but trust is what gets a forecast used.</strong></p>

<h2>Measure against the forecast people use today</h2>
<p>The first question planners ask about a new forecast is "better than what?" The honest comparison is not against a naive benchmark chosen by the data science team. It is against the forecast the business currently relies on, whether that is last year's sales plus a growth factor or a planner's manual adjustment.</p>
<p>We reconstruct that incumbent forecast for at least a year of history, then compare it to candidate models using a rolling-origin backtest: train on data up to a cut-off, forecast the next few weeks, move the cut-off forward and repeat. This mirrors how the model will actually be used, and it avoids the flattering results you get from a single random split.</p>
<pre><code class="language-python">import pandas as pd

def rolling_backtest(history: pd.DataFrame, fit_predict, horizon: int = 8,
                     first_cutoff: str = "2024-01-01", step: int = 4) -&gt; pd.DataFrame:
    """Evaluate a forecaster the way it will be used: repeatedly, on unseen weeks."""
    weeks = sorted(history["week"].unique())
    cutoffs = [w for w in weeks if w &gt;= pd.Timestamp(first_cutoff)][::step]
    scored = []
    for cutoff in cutoffs:
        train = history[history["week"] &lt; cutoff]
        test_weeks = [w for w in weeks if w &gt;= cutoff][:horizon]
        test = history[history["week"].isin(test_weeks)]
        forecast = fit_predict(train, test_weeks)  # columns: item, week, yhat
        merged = test.merge(forecast, on=["item", "week"])
        merged["cutoff"] = cutoff
        scored.append(merged)
    return pd.concat(scored, ignore_index=True)

def weighted_mape(frame: pd.DataFrame) -&gt; float:
    return (frame["units"] - frame["yhat"]).abs().sum() / frame["units"].sum()
</code></pre>
<p>We report weighted error rather than a simple average percentage error, because a 50% miss on an item that sells two units a week matters far less than a 10% miss on a top seller. Planners find this intuitive once it is explained in units and dollars.</p>

<h2>Forecast ranges, not points</h2>
<p>A single number invites a single reaction: "that looks too high." A range invites a more useful conversation. We produce prediction intervals for every forecast, usually the 10th, 50th and 90th percentiles, and we check that they are calibrated. If the 80% interval only contains the actual value 60% of the time, the ranges are overconfident and we say so.</p>
<p>Ranges also connect forecasting to decisions. Safety stock calculations, staffing plans and purchase commitments all depend on uncertainty, not on the midpoint. When a buyer can see that an item's demand next month will most likely be between 900 and 1,300 units, the forecast becomes a planning input instead of a target to argue with.</p>

<h2>Explain what the model sees</h2>
<p>Planners know things models do not: a customer is running a promotion, a competitor just closed a store, a product is about to be discontinued. They also distrust anything they cannot interrogate. We address both with a few practical features:</p>
<ul>
  <li><strong>Driver breakdowns.</strong> For each item, show how much of the forecast comes from baseline trend, seasonality, promotions and holidays.</li>
  <li><strong>Recent accuracy, per item.</strong> Planners trust a model more when they can see where it has been right and where it has struggled.</li>
  <li><strong>Structured overrides.</strong> When a planner adjusts a forecast, they pick a reason from a short list. This makes overrides measurable.</li>
</ul>
<p>That last point changed the distributor project. Once overrides had reasons, we could measure them. Promotion-related overrides improved accuracy; "looks too low" overrides made it worse two-thirds of the time. Sharing that analysis openly, without blame, did more to build trust than any model improvement.</p>
<blockquote>The best forecasting process is a collaboration: the model handles the patterns, and people handle the surprises, and both are measured.</blockquote>

<h2>Keep the system simple enough to maintain</h2>
<p>It is tempting to reach for the most sophisticated architecture available. For most business forecasting problems, we find that a gradient-boosted model with well-designed calendar, price and promotion features, combined with a classical statistical method for sparse items, is hard to beat and far easier to operate. Whatever you choose, production forecasting needs:</p>
<ol>
  <li>Automated retraining on a schedule, with backtest results logged for every run.</li>
  <li>Monitoring of accuracy by segment, so slow degradation in one category does not hide in the total.</li>
  <li>Clear handling of new items, with fallback rules based on similar products.</li>
  <li>Forecasts written to the warehouse, as described in <a href="/blog/data-science-for-business-intelligence">Data Science for Business Intelligence</a>, so they appear in the planning tools people already use.</li>
</ol>

<h2>Start narrow, then expand</h2>
<p>Our most successful forecasting engagements started with one product category, one planning team and a shared weekly review. Within a quarter, the team could see where the model helped and where their own judgment still mattered. Expansion to other categories then happened at the business's request, not ours.</p>
<p>If your organization has a forecasting process that nobody quite trusts, we would be glad to help. Our <a href="/services#data">data and analytics team</a> can start with a short backtest of your current approach, which is often the most revealing two weeks of the project. <a href="/contact">Contact us</a> to learn more.</p>
`,
};
