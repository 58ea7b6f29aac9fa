import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "evaluating-llm-applications-before-they-reach-production",
  title: "Evaluating LLM Applications Before They Reach Production",
  summary:
    "A practical evaluation workflow for LLM features: golden datasets, layered checks, and regression tests that catch problems before your users do.",
  category: "ai",
  tags: ["LLMs", "Generative AI", "Evaluation", "MLOps", "Python"],
  author: "David Okafor",
  authorImage: "/images/authors/david-okafor.svg",
  imageUrl: "/images/blog/evaluating-llm-applications-before-they-reach-production.svg",
  isPublished: true,
  publishedDaysAgo: 12,
  content: `
<p>Every team building with large language models eventually has the same uncomfortable meeting. Someone changed a prompt, or the provider updated a model version, and now a feature that worked last week is giving strange answers to a client's customers. Nobody can say how long it has been broken, or whether the fix will break something else. The root cause is almost never the change itself. It is the absence of an evaluation process that would have caught it.</p>
<p>Traditional software has unit tests because behavior is deterministic. LLM applications are not, but that does not mean they cannot be tested. It means the tests look a little different.</p>

<h2>Start with a golden dataset</h2>
<p>The foundation of any evaluation program is a <strong>golden dataset</strong>: a curated set of realistic inputs paired with what a good output looks like. It does not need to be large. For most features, 100 to 300 examples are enough to detect meaningful regressions, provided they are chosen well.</p>
<p>We build golden datasets from three sources:</p>
<ul>
  <li><strong>Real traffic.</strong> Anonymized samples of actual user inputs, stratified so that rare but important cases are represented.</li>
  <li><strong>Expert-written cases.</strong> Questions that subject-matter experts know are tricky: ambiguous wording, outdated terminology, questions with no answer in the source material.</li>
  <li><strong>Past failures.</strong> Every bug report becomes a test case. This is the cheapest and most valuable source over time.</li>
</ul>
<p>Each example records the input, the reference answer or the facts a good answer must contain, and any context the system should retrieve. Keep the dataset in version control next to the code, and review changes to it as carefully as code changes.</p>

<h2>Layer your checks from cheap to expensive</h2>
<p>Not every property needs a sophisticated judge. We organize checks in three layers, and run them in order so that cheap failures stop the run early.</p>
<ol>
  <li><strong>Deterministic checks.</strong> Does the output parse as valid JSON? Is it under the length limit? Does it include a citation? Does it avoid forbidden phrases, such as promising a refund? These are plain code and run in milliseconds.</li>
  <li><strong>Reference-based metrics.</strong> For extraction and classification tasks, compare against labels with precision, recall and exact match. For question answering, check whether required facts appear in the answer.</li>
  <li><strong>Model-graded evaluation.</strong> For qualities like helpfulness, tone and faithfulness to the source, use a strong model as a judge with a tightly written rubric. Calibrate it against human ratings on a sample before trusting it.</li>
</ol>
<p>A minimal harness that ties these together might look like this:</p>
<pre><code class="language-python">import json
from statistics import mean

def check_format(output: str) -&gt; bool:
    try:
        payload = json.loads(output)
    except json.JSONDecodeError:
        return False
    return "answer" in payload and len(payload.get("sources", [])) &gt; 0

def required_facts_present(answer: str, facts: list[str]) -&gt; float:
    lowered = answer.lower()
    return mean(1.0 if fact.lower() in lowered else 0.0 for fact in facts)

def evaluate(cases: list[dict], generate, judge) -&gt; dict:
    results = []
    for case in cases:
        output = generate(case["input"])
        if not check_format(output):
            results.append({"id": case["id"], "passed": False, "reason": "format"})
            continue
        answer = json.loads(output)["answer"]
        fact_score = required_facts_present(answer, case["must_include"])
        faithfulness = judge(question=case["input"], answer=answer, context=case["context"])
        passed = fact_score &gt;= 0.8 and faithfulness &gt;= 4
        results.append({"id": case["id"], "passed": passed, "facts": fact_score, "faith": faithfulness})
    pass_rate = mean(1.0 if r["passed"] else 0.0 for r in results)
    return {"pass_rate": pass_rate, "results": results}
</code></pre>
<p>Simple substring matching for facts is crude, and we often replace it with a small judge prompt. But starting crude and improving is far better than waiting for the perfect metric.</p>

<h2>Treat evaluation as a regression suite</h2>
<p>The real value appears when evaluation runs automatically. We wire the harness into continuous integration so that every pull request touching prompts, retrieval settings or model configuration produces a report: overall pass rate, per-category scores, and a list of cases that changed from pass to fail. Reviewers read that diff the way they would read a code diff.</p>
<p>Two practical notes. First, pin model versions explicitly, and treat a provider's version change like a dependency upgrade that must pass the suite. Second, run each case more than once for generative tasks. A case that passes two out of three times is telling you something about the stability of your prompt.</p>
<blockquote>The goal is not a perfect score. The goal is that nobody ships a change without knowing what it did to the score.</blockquote>

<h2>Close the loop with production</h2>
<p>Offline evaluation tells you whether a change is safe to ship. It cannot tell you whether your golden dataset still reflects reality. For that, you need signals from production:</p>
<ul>
  <li>Sampled human review of live outputs each week, using the same rubric as the model judge.</li>
  <li>User feedback controls, with comments routed to someone who will read them.</li>
  <li>Monitoring of refusal rates, answer length, latency and cost per request; sudden shifts often precede quality complaints.</li>
</ul>
<p>Promote interesting production cases into the golden dataset regularly. Over a few months, the dataset becomes a precise description of what your users actually need, which is worth more than any public benchmark.</p>
<p>Evaluation is also where <em>retrieval-augmented generation</em> systems earn or lose trust; our colleague Priya Raman describes the retrieval side in <a href="/blog/building-retrieval-augmented-generation-systems-that-hold-up">Building Retrieval-Augmented Generation Systems That Hold Up</a>. If you are planning an LLM feature and want an evaluation plan before the first line of prompt is written, <a href="/contact">get in touch</a>.</p>
`,
};
