import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "building-a-cloud-landing-zone-with-terraform",
  title: "Building a Cloud Landing Zone with Terraform",
  summary:
    "A landing zone is the foundation every cloud workload inherits. How we design multi-account AWS environments with Terraform, and the decisions worth making early.",
  category: "cloud",
  tags: ["Terraform", "AWS", "Infrastructure as Code", "Cloud Security", "DevOps"],
  author: "Marcus Delgado",
  authorImage: "/images/authors/marcus-delgado.svg",
  imageUrl: "/images/blog/building-a-cloud-landing-zone-with-terraform.svg",
  isPublished: true,
  publishedDaysAgo: 102,
  content: `
<p>Most cloud problems we are asked to fix were not caused by the workload that surfaced them. They were caused by the environment it was deployed into: a single shared account where everyone has administrator rights, a network that cannot be extended without renumbering, logs that nobody can find during an incident. A <strong>landing zone</strong> is the answer to that. It is the pre-built, governed foundation of accounts, identity, networking and guardrails that every workload inherits on day one.</p>
<p>This article describes how we build landing zones on AWS with Terraform. The same principles apply on Azure, where the building blocks are management groups and subscriptions.</p>

<h2>Start with the account structure</h2>
<p>The account is the strongest isolation boundary AWS offers. It separates permissions, quotas and billing, and it limits the blast radius when something goes wrong. A typical starting structure, organized with AWS Organizations, looks like this:</p>
<ul>
  <li><strong>Management account</strong> used only for organization-wide billing and policies. No workloads, and very few people with access.</li>
  <li><strong>Security accounts</strong> for centralized log archive and security tooling, owned by the security team.</li>
  <li><strong>Shared services</strong> for networking hubs, DNS, CI/CD runners and artifact repositories.</li>
  <li><strong>Workload accounts</strong>, one per application or team per environment, grouped into organizational units for production, non-production and sandbox.</li>
</ul>
<p>One account per workload and environment sounds like a lot. With automation it costs almost nothing, and it makes questions like "who can change production?" and "what does this application cost?" trivial to answer.</p>

<h2>Guardrails, not gates</h2>
<p>Good landing zones prevent the small number of truly dangerous actions and stay out of the way for everything else. We implement guardrails in layers:</p>
<ol>
  <li><strong>Preventive controls</strong> using service control policies: deny disabling the audit trail, deny leaving the organization, restrict regions to those the business uses.</li>
  <li><strong>Detective controls</strong> with AWS Config rules and Security Hub: flag public storage buckets, unencrypted volumes and overly permissive security groups.</li>
  <li><strong>Identity controls</strong>: single sign-on through the corporate identity provider, permission sets mapped to roles, and no long-lived IAM user keys.</li>
</ol>
<p>Here is a simplified example of a preventive guardrail, expressed in Terraform and attached to the workloads organizational unit:</p>
<pre><code class="language-hcl">data "aws_iam_policy_document" "workload_guardrails" {
  statement {
    sid       = "DenyUnapprovedRegions"
    effect    = "Deny"
    not_actions = ["iam:*", "organizations:*", "sts:*", "support:*", "cloudfront:*"]
    resources = ["*"]
    condition {
      test     = "StringNotEquals"
      variable = "aws:RequestedRegion"
      values   = var.allowed_regions
    }
  }

  statement {
    sid       = "ProtectAuditTrail"
    effect    = "Deny"
    actions   = ["cloudtrail:StopLogging", "cloudtrail:DeleteTrail", "cloudtrail:UpdateTrail"]
    resources = ["*"]
  }
}

resource "aws_organizations_policy" "workload_guardrails" {
  name    = "workload-guardrails"
  type    = "SERVICE_CONTROL_POLICY"
  content = data.aws_iam_policy_document.workload_guardrails.json
}

resource "aws_organizations_policy_attachment" "workloads" {
  policy_id = aws_organizations_policy.workload_guardrails.id
  target_id = aws_organizations_organizational_unit.workloads.id
}
</code></pre>
<p>Global services are excluded from the region restriction because they are served from a single region regardless of where the request originates. Forgetting this is a classic way to lock engineers out of IAM on their first day.</p>

<h2>Networking that can grow</h2>
<p>Networking decisions are the hardest to reverse, so they deserve time up front. We plan IP address space for the whole organization, including on-premises ranges and future acquisitions, and allocate non-overlapping blocks to each account. A hub-and-spoke design with a transit gateway connects workload networks to shared services and to on-premises sites, with centralized egress and inspection where the security team requires it.</p>
<blockquote>You can change almost anything in the cloud later. Overlapping IP ranges across fifty accounts is the exception.</blockquote>

<h2>An account vending machine</h2>
<p>The landing zone pays off when creating a new, fully compliant account is a routine request rather than a project. We build an "account vending" module: a team submits a short pull request with the account name, owner, environment and budget, and the pipeline creates the account, places it in the right organizational unit, connects its network, applies baseline roles and logging, and sets budget alerts. What used to take weeks of tickets takes under an hour, and every account looks the same.</p>
<p>A few practices keep the Terraform itself maintainable:</p>
<ul>
  <li>Separate state per account and per layer (organization, network, baseline), so a change in one place cannot accidentally affect everything.</li>
  <li>Remote state with locking, encrypted and access-controlled.</li>
  <li>Plans run automatically on every pull request and are reviewed before apply; applies run only from the pipeline.</li>
  <li>Versioned internal modules, so workload teams can upgrade deliberately.</li>
</ul>

<h2>Where to begin</h2>
<p>If you already have workloads in the cloud, you do not need to stop everything. We typically build the landing zone alongside existing accounts, move new workloads onto it first, and then migrate existing ones in order of risk. Cost controls belong in the foundation too; see <a href="/blog/kubernetes-cost-optimization-where-the-money-actually-goes">Kubernetes Cost Optimization: Where the Money Actually Goes</a> for what happens when they are added late.</p>
<p>A landing zone is an investment that every future project benefits from. If you would like help designing yours, our <a href="/services#cloud">cloud infrastructure practice</a> has built them for organizations from a dozen accounts to several hundred. <a href="/contact">Contact us</a> to talk through your situation.</p>
`,
};
