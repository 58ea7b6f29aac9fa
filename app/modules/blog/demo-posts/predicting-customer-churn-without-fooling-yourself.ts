import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "predicting-customer-churn-without-fooling-yourself",
  title: "Predicting Customer Churn Without Fooling Yourself",
  summary:
    "Churn models are easy to build and easy to get wrong. Leakage, the wrong metric and missing actions are the traps we see most, and how to avoid them.",
  category: "data-science",
  tags: ["Machine Learning", "Churn", "Python", "Analytics"],
  author: "Priya Raman",
  authorImage: "/images/authors/priya-raman.svg",
  imageUrl: "/images/blog/predicting-customer-churn-without-fooling-yourself.svg",
  isPublished: true,
  publishedDaysAgo: 118,
  content: `
<p>Churn prediction is one of the first machine learning projects many companies attempt, and for good reason. Retaining an existing customer is usually cheaper than winning a new one, subscription data is plentiful, and the business question is easy to state. Yet we regularly review churn models that report excellent accuracy in development and change nothing in practice. The problems are rarely algorithmic. They come from how the data is prepared, how the model is judged and what happens after a customer is flagged.</p>

<h2>Define churn before you model it</h2>
<p>"Churn" sounds obvious until you try to write it down. Is a customer who downgrades from the premium plan churned? What about a seasonal customer who pauses every winter, or a business that stops using the product but keeps paying until the contract ends? Each definition leads to a different model and a different intervention.</p>
<p>We settle three things with the business before writing any code:</p>
<ul>
  <li><strong>The event:</strong> cancellation, non-renewal, a drop in usage below a threshold, or a downgrade.</li>
  <li><strong>The prediction window:</strong> how far ahead the model must see. Predicting churn next week is easy and useless if the retention team needs a month to act.</li>
  <li><strong>The population:</strong> which customers are eligible. Customers already in a cancellation process should be excluded; they have told you the answer.</li>
</ul>

<h2>Leakage: the silent accuracy booster</h2>
<p>The most common reason a churn model looks brilliant in testing and mediocre in production is <strong>data leakage</strong>: features that contain information that would not be available at the moment of prediction. Classic examples include a "days since last login" value computed at extraction time rather than at the prediction date, support tickets with the category "cancellation request," or account status fields that are updated when the customer leaves.</p>
<p>The defense is to build every feature as of a specific snapshot date and to split data by time, not at random. Train on snapshots from earlier months and test on later ones. This is how the model will be used, and it exposes leakage quickly, because leaked features lose their magic when the future is truly unseen.</p>
<pre><code class="language-python">import pandas as pd
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.metrics import average_precision_score

# One row per customer per monthly snapshot; features are computed as of snapshot_date,
# and churned_next_60d is the label observed after it.
data = pd.read_parquet("customer_snapshots.parquet")
features = [c for c in data.columns if c.startswith("f_")]

train = data[data["snapshot_date"] &lt; "2025-01-01"]
test = data[data["snapshot_date"] &gt;= "2025-03-01"]  # two-month gap avoids label overlap

model = HistGradientBoostingClassifier(max_iter=300, learning_rate=0.05)
model.fit(train[features], train["churned_next_60d"])

scores = model.predict_proba(test[features])[:, 1]
print("Average precision:", round(average_precision_score(test["churned_next_60d"], scores), 3))
print("Base rate:", round(test["churned_next_60d"].mean(), 3))
</code></pre>
<p>Note the gap between the training and test periods. Because labels look 60 days ahead, a training snapshot from late December has a label that depends on February. Leaving a gap keeps that future from bleeding into evaluation.</p>

<h2>Choose a metric that matches the decision</h2>
<p>Churn is usually rare, perhaps 2% to 5% of customers per month. A model that predicts "nobody churns" is 97% accurate and completely useless. Accuracy, and to a lesser extent the ROC AUC, can hide this. We prefer metrics that reflect how the model will be used:</p>
<ol>
  <li><strong>Precision in the top k.</strong> If the retention team can call 200 customers a week, what share of the top 200 actually churn?</li>
  <li><strong>Average precision.</strong> A summary of the precision and recall trade-off that is honest about class imbalance, always reported next to the base rate.</li>
  <li><strong>Expected value.</strong> Combine predicted risk with customer value and the cost of intervention to rank who is worth contacting.</li>
</ol>
<blockquote>The question is never "how accurate is the model?" It is "how many customers did we keep that we would otherwise have lost?"</blockquote>

<h2>Predicting churn is not the same as preventing it</h2>
<p>A risk score tells you who is likely to leave. It does not tell you who can be persuaded to stay, or how. Some high-risk customers will leave whatever you do; others would have stayed anyway and a discount simply costs you money. The customers worth targeting are those whose behavior an intervention actually changes.</p>
<p>The cleanest way to learn this is an experiment. Take the customers flagged as high risk, randomly hold out a portion from the retention campaign, and compare outcomes. This measures the real effect of the program and, over time, lets you build uplift models that target persuadable customers directly. It also protects the model's credibility: when results are measured against a control group, nobody has to argue about whether the campaign worked.</p>

<h2>Make it operational</h2>
<p>A churn model earns its keep when it is part of a weekly routine. In practice that means scores refreshed on a schedule and written to the warehouse, a list in the CRM that account managers see without opening another tool, and short reason codes such as "usage down 40% in 30 days" or "two unresolved support tickets" that suggest what to talk about. It also means monitoring: if the base rate shifts or a feature source changes, you want an alert, not a surprise at the quarterly review.</p>
<p>For more on turning model outputs into everyday BI, see <a href="/blog/data-science-for-business-intelligence">Data Science for Business Intelligence</a>. If you are planning a retention initiative and want a model you can believe in, our <a href="/services#ai-ml">AI and machine learning practice</a> would be happy to help you <a href="/contact">get started</a>.</p>
`,
};
