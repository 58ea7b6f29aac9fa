import type { DemoPost } from "./types";

/** The demo draft: unpublished, so it must never appear on the public blog. */
export const post: DemoPost = {
  slug: "disaster-recovery-planning-for-hybrid-cloud",
  title: "Disaster Recovery Planning for Hybrid Cloud",
  summary:
    "Recovery objectives, tiered strategies and regular drills: a practical approach to disaster recovery when workloads span data centers and the cloud.",
  category: "cloud",
  tags: ["Disaster Recovery", "AWS", "Hybrid Cloud", "Resilience"],
  author: "Marcus Delgado",
  authorImage: "/images/authors/marcus-delgado.svg",
  imageUrl: "/images/blog/disaster-recovery-planning-for-hybrid-cloud.svg",
  isPublished: false,
  publishedDaysAgo: null,
  content: `
<p>Disaster recovery plans have a way of looking complete on paper and falling apart during the first real test. In hybrid environments, where some systems run in a data center and others in one or more clouds, the gaps multiply: dependencies cross network boundaries, backups live in different tools, and nobody is quite sure which team restores what. This article outlines the approach we use to build recovery plans that survive contact with an actual outage.</p>

<h2>Agree on recovery objectives first</h2>
<p>Every plan starts with two numbers per system, agreed with the business rather than assumed by IT:</p>
<ul>
  <li><strong>Recovery time objective (RTO):</strong> how long the system can be unavailable before the impact becomes unacceptable.</li>
  <li><strong>Recovery point objective (RPO):</strong> how much data, measured in time, the business can afford to lose.</li>
</ul>
<p>These numbers drive cost directly. A four-hour RTO with a 24-hour RPO can often be met with backups and scripted restores. A fifteen-minute RTO with near-zero data loss needs continuous replication and capacity already running in a second location. Asking "what does an hour of downtime cost?" usually produces more realistic objectives than asking "how fast should recovery be?"</p>

<h2>Tier your systems</h2>
<p>Not every application deserves the same protection. We group systems into tiers and match each to a strategy:</p>
<table>
  <thead>
    <tr><th>Tier</th><th>Typical RTO / RPO</th><th>Strategy</th></tr>
  </thead>
  <tbody>
    <tr><td>1: Critical</td><td>Minutes / near zero</td><td>Warm standby or active-active across sites</td></tr>
    <tr><td>2: Important</td><td>Hours / minutes</td><td>Pilot light: replicated data, infrastructure provisioned on demand</td></tr>
    <tr><td>3: Standard</td><td>A day / a day</td><td>Backup and restore with infrastructure as code</td></tr>
  </tbody>
</table>
<p>The tier of a system must also account for its dependencies. A tier-one order system that relies on a tier-three identity service is, in practice, a tier-three system.</p>

<h2>Use the cloud as the recovery site</h2>
<p>For many organizations with on-premises data centers, the most cost-effective improvement is to use the cloud as the recovery site. Block-level replication tools can continuously copy servers into a low-cost staging area, and recovery launches full-size instances only when needed. Paired with a landing zone that already has networking, identity and logging in place (see <a href="/blog/building-a-cloud-landing-zone-with-terraform">Building a Cloud Landing Zone with Terraform</a>), this replaces a second data center with a largely pay-per-use model.</p>
<p>Infrastructure as code matters here more than anywhere. If the recovery environment is defined in Terraform, rebuilding it is a pipeline run, not a weekend of clicking through consoles from memory.</p>

<h2>Test like you mean it</h2>
<blockquote>A recovery plan that has never been tested is a hypothesis.</blockquote>
<p>We recommend a testing program with increasing realism over the year:</p>
<ol>
  <li>Quarterly tabletop exercises, walking through a scenario with the people who would respond.</li>
  <li>Automated restore tests that recover a backup into an isolated environment and run smoke checks, every week.</li>
  <li>At least one full failover drill per year for tier-one systems, with real traffic where possible.</li>
</ol>
<p>Automated restore tests can be surprisingly simple. A scheduled job along these lines catches most backup problems long before they matter:</p>
<pre><code class="language-bash">#!/usr/bin/env bash
set -euo pipefail

db="orders-prod"
restore="orders-restore-test"
query='reverse(sort_by(DBSnapshots, &amp;SnapshotCreateTime))[0].DBSnapshotIdentifier'

snapshot_id=$(aws rds describe-db-snapshots --db-instance-identifier "$db" --query "$query" --output text)

aws rds restore-db-instance-from-db-snapshot --db-instance-identifier "$restore" --db-snapshot-identifier "$snapshot_id" --db-subnet-group-name restore-test-isolated
aws rds wait db-instance-available --db-instance-identifier "$restore"
./smoke-checks/orders.sh "$restore" &amp;&amp; echo "Restore verified from $snapshot_id"
</code></pre>
<p>Record the actual recovery time from every drill and compare it to the objective. The gap between the two is your most honest measure of readiness.</p>

<h2>Plan the people side, too</h2>
<p>Technology is rarely what slows a real recovery. Confusion is. Who declares a disaster? Who talks to customers, and who talks to regulators? Which decisions can the on-call engineer make alone at three in the morning? Write these answers into the plan, with named roles and deputies, and keep contact details somewhere that does not depend on the systems that might be down. A short, pre-approved status message template saves surprisingly valuable minutes when everyone is under pressure.</p>

<h2>Keep the plan alive</h2>
<p>Recovery plans decay as systems change. Review them whenever a tier-one system has a major release, store runbooks somewhere reachable during an outage, and make ownership explicit. If your current plan has not been tested in the last year, our <a href="/services#cloud">cloud infrastructure team</a> can help you <a href="/contact">start with a focused assessment</a>.</p>
`,
};
