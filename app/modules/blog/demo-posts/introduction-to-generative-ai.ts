import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "introduction-to-generative-ai",
  title: "An Introduction to Generative AI for Business Leaders",
  summary:
    "What generative AI actually does, where it pays off today, and the questions to ask before you fund your first project.",
  category: "ai",
  tags: ["Generative AI", "LLMs", "Strategy", "AI Adoption"],
  author: "Priya Raman",
  authorImage: "/images/authors/priya-raman.svg",
  imageUrl: "/images/blog/introduction-to-generative-ai.svg",
  isPublished: true,
  publishedDaysAgo: 2,
  content: `
<p>Over the past two years, nearly every executive we work with has been asked some version of the same question by their board: <em>what is our generative AI strategy?</em> The honest answer, for most organizations, is that they do not need a grand strategy yet. They need a clear understanding of what the technology does well, two or three well-chosen pilots, and the discipline to measure them. This article is the briefing we give leadership teams at the start of an engagement, minus the slides.</p>

<h2>What generative AI actually is</h2>
<p>Generative AI refers to models that produce new content (text, images, code, audio) based on patterns learned from very large amounts of training data. The systems most businesses care about are <strong>large language models</strong> (LLMs): models trained to predict the next word in a sequence, at a scale where that simple objective produces surprisingly general abilities. They can summarize, draft, translate, classify, extract structured data from messy documents and write working code.</p>
<p>Two properties matter more than any benchmark score:</p>
<ul>
  <li><strong>They are fluent, not necessarily right.</strong> An LLM produces the most plausible continuation of its input. Plausible and correct overlap a great deal, but not completely, and the model cannot tell you reliably when it has drifted from one to the other.</li>
  <li><strong>They know what they were trained on, not what your company knows.</strong> Out of the box, a model has never seen your contracts, your product catalog or last quarter's support tickets. Connecting it to that knowledge is most of the engineering work in any serious project.</li>
</ul>
<p>Everything else follows from these two facts: where the technology fits, how to design around its weaknesses, and how to budget for it.</p>

<h2>Where it pays off today</h2>
<p>The most reliable returns we see come from work that is high-volume, text-heavy and already reviewed by a person. In those settings the model does a first pass and a human stays accountable for the result. Good candidates include:</p>
<ol>
  <li><strong>Document-heavy operations.</strong> Extracting fields from invoices, claims, contracts or onboarding forms, with a reviewer confirming low-confidence cases.</li>
  <li><strong>Internal knowledge search.</strong> Letting employees ask questions of policy manuals, runbooks and past project documents, with answers that cite their sources. We cover the engineering side in <a href="/blog/building-retrieval-augmented-generation-systems-that-hold-up">Building Retrieval-Augmented Generation Systems That Hold Up</a>.</li>
  <li><strong>Customer support assistance.</strong> Drafting replies and summarizing long ticket histories for agents, rather than answering customers directly on day one.</li>
  <li><strong>Software delivery.</strong> Coding assistants, test generation and documentation. The gains here are real but uneven; experienced engineers benefit most.</li>
</ol>
<p>What these have in common is a short feedback loop. You can tell within weeks whether cycle times dropped and whether quality held. Compare that with a vague mandate to "transform the customer experience with AI," which can absorb a year of budget without producing a number anyone trusts.</p>

<h2>The real costs are not the model</h2>
<p>Leaders often anchor on per-token pricing, which is the smallest line in most business cases. The bigger costs are the ones that look like ordinary IT work:</p>
<ul>
  <li><strong>Data preparation.</strong> Finding the authoritative version of a document, cleaning it and keeping it current. If your SharePoint has four versions of the travel policy, the model will find all four.</li>
  <li><strong>Integration.</strong> Connecting the model to identity, permissions and the systems where work happens. An assistant that ignores document permissions is a data leak with a friendly interface.</li>
  <li><strong>Evaluation.</strong> Building test sets and review workflows so you know whether a change made things better or worse. This is the step teams skip most often and regret most consistently.</li>
  <li><strong>Change management.</strong> Training people, adjusting processes and deciding who is accountable when the output is wrong.</li>
</ul>
<blockquote>A useful rule of thumb from our projects: if the model and its hosting are more than a quarter of your first-year budget, you have probably underestimated everything else.</blockquote>

<h2>Risk, governance and trust</h2>
<p>Generative AI introduces familiar risks in unfamiliar shapes. Confidential data can leak through prompts sent to a third-party service. Outputs can be confidently wrong. Models can reproduce bias present in their training data. None of these is a reason to wait, but each needs an owner.</p>
<p>A lightweight governance model works well for most mid-sized organizations: an approved list of tools and vendors with clear data-handling terms, a short review for any use case that touches customers or regulated data, and a simple register of what is in production and who owns it. Regulated industries will need more, but it should build on this foundation rather than replace it.</p>
<p>Equally important is being explicit with employees about what is allowed. When policy is vague, people either avoid useful tools entirely or use personal accounts in ways you cannot see. Neither outcome is good.</p>

<h2>Questions to ask before you fund a project</h2>
<p>Before approving a generative AI initiative, we encourage leaders to get clear answers to five questions:</p>
<ol>
  <li>What specific task gets faster, cheaper or better, and how is it measured today?</li>
  <li>Who reviews the output, and what happens when it is wrong?</li>
  <li>Which data does the system need, and who is allowed to see it?</li>
  <li>How will we know, week over week, that quality has not slipped?</li>
  <li>What is the smallest version we could put in front of real users within eight weeks?</li>
</ol>
<p>If a proposal cannot answer these, it is not ready for funding, no matter how impressive the demo. If it can, you are in a good position to start small, learn quickly and scale what works.</p>
<p>Generative AI is neither a passing fad nor a replacement for sound operations. It is a powerful new component that rewards the same habits good technology programs always have: clear goals, clean data and honest measurement. If you would like a second opinion on where it fits in your organization, our <a href="/services#ai-ml">AI and machine learning practice</a> runs short discovery workshops for exactly this purpose, and you can <a href="/contact">reach us here</a>.</p>
`,
};
