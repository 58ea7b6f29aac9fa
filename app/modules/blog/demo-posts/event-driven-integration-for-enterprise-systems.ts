import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "event-driven-integration-for-enterprise-systems",
  title: "Event-Driven Integration for Enterprise Systems",
  summary:
    "Nightly file transfers and point-to-point APIs do not scale. How event-driven integration connects ERP, CRM and e-commerce systems reliably, and what it costs to run.",
  category: "tech",
  tags: ["Integration", "Event-Driven", "Architecture", "TypeScript", "Modernization"],
  author: "Sarah Lindqvist",
  authorImage: "/images/authors/sarah-lindqvist.svg",
  imageUrl: "/images/blog/event-driven-integration-for-enterprise-systems.svg",
  isPublished: true,
  publishedDaysAgo: 163,
  content: `
<p>Ask an IT team to draw how their core systems talk to each other, and you will often get something that looks like a plate of spaghetti. The ERP sends a nightly file to the warehouse system. The e-commerce platform calls the ERP directly to check stock. The CRM polls the billing system every fifteen minutes. Each connection made sense when it was built, but together they form a web where any change can break something unexpected. Event-driven integration offers a cleaner model, and in our system integration work it has become the default for new connections between business systems.</p>

<h2>From requests to events</h2>
<p>In a point-to-point model, systems ask each other for things: "give me the stock level for item 4410," "create this order." In an event-driven model, systems announce what has happened: "order 88231 was placed," "stock for item 4410 changed to 12." Other systems subscribe to the events they care about and react in their own time.</p>
<p>This shift has several practical benefits:</p>
<ul>
  <li><strong>Loose coupling.</strong> The system publishing an event does not need to know who consumes it. Adding a new consumer requires no change to the producer.</li>
  <li><strong>Resilience.</strong> If the warehouse system is down for maintenance, events wait in the broker and are processed when it returns. Nothing is lost and nobody has to rerun a file.</li>
  <li><strong>Timeliness.</strong> Changes propagate in seconds instead of overnight, which matters for stock levels, pricing and customer data.</li>
  <li><strong>Auditability.</strong> The event stream is a record of what happened and when, which makes troubleshooting far easier.</li>
</ul>

<h2>Designing good events</h2>
<p>The quality of an event-driven integration depends mostly on the events themselves. We follow a few rules on every project. Name events in the past tense after business facts, such as <code>OrderPlaced</code> or <code>CustomerAddressChanged</code>, not after technical operations. Include a unique event identifier, the time it occurred, the source system and a schema version. And decide deliberately between <em>thin</em> events that carry only identifiers and <em>fat</em> events that carry the full state; fat events reduce chatty follow-up calls, thin events reduce the risk of sharing too much data.</p>
<p>Just as important is treating each event type as a published interface with an owner and a versioning policy. The discipline is the same as for data contracts, which we describe in <a href="/blog/data-contracts-stopping-breakages-at-the-source">Data Contracts: Stopping Breakages at the Source</a>.</p>

<h2>Handling failure properly</h2>
<p>Distributed systems fail in partial and surprising ways. Most message brokers guarantee <strong>at-least-once</strong> delivery, which means consumers will occasionally receive the same event twice. Every consumer must therefore be idempotent: processing an event a second time must have no additional effect. Here is the pattern we use in TypeScript consumers:</p>
<pre><code class="language-typescript">type OrderPlaced = {
  eventId: string;
  occurredAt: string;
  schemaVersion: 2;
  order: { id: string; customerId: string; lines: Array&lt;{ sku: string; quantity: number }&gt; };
};

export async function onOrderPlaced(event: OrderPlaced, db: Database): Promise&lt;void&gt; {
  await db.transaction(async (tx) =&gt; {
    // Record the event id first; a duplicate delivery fails this insert and is skipped.
    const inserted = await tx.insertIgnoringDuplicates("processed_events", {
      event_id: event.eventId,
      processed_at: new Date(),
    });
    if (!inserted) return;

    for (const line of event.order.lines) {
      await tx.reserveStock(line.sku, line.quantity, event.order.id);
    }
  });
}
</code></pre>
<p>Because the deduplication record and the business change are committed in the same transaction, a crash halfway through leaves nothing half-done. The broker redelivers the event, and processing starts again cleanly.</p>
<p>Events that repeatedly fail, perhaps because they reference an item that does not exist, should not block everything behind them. After a limited number of retries with backoff, they move to a <strong>dead-letter queue</strong>, where an alert prompts someone to investigate. A dead-letter queue that nobody monitors is just a slower way to lose data, so ownership matters.</p>
<blockquote>Design every consumer on the assumption that each message will arrive twice, late and out of order. Then be pleasantly surprised when it does not.</blockquote>

<h2>Getting the producer side right</h2>
<p>A subtle but common bug is the dual write: a service updates its database and then publishes an event, and a failure between the two steps leaves them inconsistent. The <strong>transactional outbox</strong> pattern avoids this. The service writes the event to an outbox table in the same transaction as the business change, and a separate process publishes from the outbox to the broker. For packaged systems such as ERPs, where you cannot change the code, change data capture on the database or the vendor's own event framework serves the same purpose.</p>

<h2>Introducing events gradually</h2>
<p>Few organizations can replace every integration at once, and they should not try. We usually begin with one high-value flow, often orders or inventory, and run the event-driven version alongside the existing file transfer until the numbers match. Each subsequent flow reuses the broker, the monitoring and the conventions from the first. This fits naturally with incremental modernization; see <a href="/blog/modernizing-legacy-systems-without-a-big-bang-rewrite">Modernizing Legacy Systems Without a Big-Bang Rewrite</a>.</p>
<p>If your integrations have become a source of overnight surprises, our <a href="/services#integration">system integration team</a> can help map what you have and plan a path to something calmer. <a href="/contact">Contact us</a> to start.</p>
`,
};
