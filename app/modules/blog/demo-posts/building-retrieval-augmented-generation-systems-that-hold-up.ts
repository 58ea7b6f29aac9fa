import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "building-retrieval-augmented-generation-systems-that-hold-up",
  title: "Building Retrieval-Augmented Generation Systems That Hold Up",
  summary:
    "Most RAG prototypes impress in week one and disappoint in month three. Here is what we change to make retrieval-augmented generation reliable in production.",
  category: "ai",
  tags: ["RAG", "LLMs", "Generative AI", "Python", "Vector Search"],
  author: "Priya Raman",
  authorImage: "/images/authors/priya-raman.svg",
  imageUrl: "/images/blog/building-retrieval-augmented-generation-systems-that-hold-up.svg",
  isPublished: true,
  publishedDaysAgo: 44,
  content: `
<p>Retrieval-augmented generation, usually shortened to RAG, is the most common pattern we deploy for clients who want a language model to answer questions about their own documents. The idea is simple: instead of hoping the model memorized the answer, you search your content for relevant passages and hand them to the model along with the question. A working prototype takes an afternoon. A system that employees still trust three months later takes considerably more care. These are the lessons we keep relearning.</p>

<h2>Retrieval quality is the whole game</h2>
<p>When a RAG system gives a bad answer, the cause is usually not the language model. In our incident reviews, roughly four out of five bad answers trace back to retrieval: the right passage was never found, or it was found but ranked below three irrelevant ones. The model then does exactly what it was asked to do, which is to write a fluent answer from the context it was given.</p>
<p>That shifts where you should spend effort. Before tuning prompts, measure retrieval on its own. Build a set of 50 to 200 real questions, mark which documents contain the answer, and track <strong>recall at k</strong>: how often the correct passage appears in the top k results. If recall at 5 is below about 85%, no prompt will save you.</p>

<h2>Chunking and metadata matter more than the embedding model</h2>
<p>Teams often spend weeks comparing embedding models and minutes deciding how to split documents. We recommend the opposite. A few practices that consistently improve results:</p>
<ul>
  <li><strong>Split on structure, not character counts.</strong> Headings, sections and table boundaries carry meaning. A chunk that starts mid-sentence and ends mid-table is hard to retrieve and harder to use.</li>
  <li><strong>Carry context into each chunk.</strong> Prefix every chunk with its document title and section path, such as "Employee Handbook &gt; Leave &gt; Parental leave." It costs a few tokens and helps both search and generation.</li>
  <li><strong>Store rich metadata.</strong> Effective date, owner, department, document type and access groups let you filter before you rank, which is both faster and safer.</li>
  <li><strong>Deduplicate aggressively.</strong> Old versions of a policy that say something different are worse than no document at all.</li>
</ul>

<h2>Hybrid search and re-ranking</h2>
<p>Pure vector search is good at meaning and bad at exact terms. Ask about "form W-9" or a product code like "AX-4410" and embeddings may happily return something semantically similar and factually wrong. Keyword search has the opposite profile. In practice we almost always combine the two and then re-rank a short list with a cross-encoder model, which reads the question and each candidate together.</p>
<p>A simplified version of the retrieval step we use as a starting point looks like this:</p>
<pre><code class="language-python">from dataclasses import dataclass

@dataclass
class Hit:
    chunk_id: str
    text: str
    score: float

def reciprocal_rank_fusion(result_lists: list[list[Hit]], k: int = 60) -&gt; list[Hit]:
    """Merge keyword and vector results without comparing their raw scores."""
    fused: dict[str, float] = {}
    by_id: dict[str, Hit] = {}
    for results in result_lists:
        for rank, hit in enumerate(results):
            fused[hit.chunk_id] = fused.get(hit.chunk_id, 0.0) + 1.0 / (k + rank + 1)
            by_id[hit.chunk_id] = hit
    ranked = sorted(fused, key=fused.get, reverse=True)
    return [by_id[chunk_id] for chunk_id in ranked]

def retrieve(question: str, user_groups: set[str], top_n: int = 6) -&gt; list[Hit]:
    filters = {"access_groups": user_groups, "status": "current"}
    keyword_hits = keyword_index.search(question, filters=filters, limit=40)
    vector_hits = vector_index.search(embed(question), filters=filters, limit=40)
    candidates = reciprocal_rank_fusion([keyword_hits, vector_hits])[:30]
    return reranker.rank(question, candidates)[:top_n]
</code></pre>
<p>Note that the access filter is applied inside both searches, not after them. Filtering after retrieval is a common shortcut that both leaks information through timing and silently returns fewer results than intended.</p>

<h2>Make the model show its work</h2>
<p>A trustworthy answer points to its sources. We instruct the model to cite the chunk identifiers it relied on, then validate those citations in code before showing the answer. If the model cites something it was never given, or gives no citation at all, we treat the answer as low confidence. The interface then links each citation to the original document and section, so users can check the answer in one click.</p>
<blockquote>Users forgive an assistant that says "I could not find this in the policy library." They do not forgive one that invents a policy.</blockquote>
<p>We also give the model an explicit way out. A prompt that says "if the context does not contain the answer, say so and suggest who to ask" measurably reduces fabricated answers, especially when paired with a retrieval score threshold that skips generation entirely for hopeless queries.</p>

<h2>Keep it honest after launch</h2>
<p>Document collections change. New policies are published, old ones are retired, and a reorganization renames half the departments. A RAG system that is not maintained decays quietly. Our production checklist includes:</p>
<ol>
  <li>Incremental indexing driven by change events from the source systems, not a monthly full reload.</li>
  <li>A nightly run of the evaluation set, with alerts when recall or answer accuracy drops.</li>
  <li>Logging of questions with no good retrieval results, reviewed weekly; they are the best guide to missing content.</li>
  <li>A thumbs-up and thumbs-down control with an optional comment, routed to the content owners, not just the engineering team.</li>
</ol>
<p>That second item deserves its own article, and it has one: see <a href="/blog/evaluating-llm-applications-before-they-reach-production">Evaluating LLM Applications Before They Reach Production</a>. If you are earlier in the journey, <a href="/blog/introduction-to-generative-ai">An Introduction to Generative AI for Business Leaders</a> covers where RAG fits among other use cases.</p>
<p>None of this is glamorous, and that is the point. Reliable retrieval-augmented generation is mostly good search engineering and good content hygiene, with a language model on top. If you would like help getting a prototype ready for real users, our <a href="/services#ai-ml">AI and machine learning team</a> does this work every week.</p>
`,
};
