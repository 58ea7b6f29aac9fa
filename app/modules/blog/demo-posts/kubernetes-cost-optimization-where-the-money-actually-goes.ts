import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "kubernetes-cost-optimization-where-the-money-actually-goes",
  title: "Kubernetes Cost Optimization: Where the Money Actually Goes",
  summary:
    "Kubernetes clusters often run at 20 to 30 percent utilization. Where the waste hides, and the changes that cut our clients' bills without hurting reliability.",
  category: "cloud",
  tags: ["Kubernetes", "FinOps", "Cloud Cost", "DevOps"],
  author: "Marcus Delgado",
  authorImage: "/images/authors/marcus-delgado.svg",
  imageUrl: "/images/blog/kubernetes-cost-optimization-where-the-money-actually-goes.svg",
  isPublished: true,
  publishedDaysAgo: 19,
  content: `
<p>When we start a cost review on a client's Kubernetes platform, we ask a simple question first: how much of the capacity you pay for is actually used? The answer is almost always lower than anyone expects. Across the clusters we assessed last year, average CPU utilization was around 25% and memory utilization around 40%. Kubernetes is not inherently wasteful, but it makes waste easy to create and hard to see. The good news is that most of it can be recovered without touching application code.</p>

<h2>Requests, not usage, drive the bill</h2>
<p>The single most important concept in Kubernetes cost is the difference between what a pod <em>requests</em> and what it <em>uses</em>. The scheduler places pods on nodes based on their resource requests. If a service requests two CPU cores and uses a quarter of one, the remaining capacity is reserved and unavailable to anything else. The cluster autoscaler then adds nodes to make room for more oversized requests, and the bill grows.</p>
<p>Requests are usually inflated for understandable reasons: they were copied from another service, set generously during an incident and never revisited, or guessed before the service had any real traffic. Multiplied across hundreds of deployments, these guesses become the largest line in the cloud bill.</p>

<h2>Rightsizing workloads with data</h2>
<p>Rightsizing starts with measurement. Collect at least two weeks of CPU and memory usage per container, ideally including a month-end or other peak. Then set requests close to typical usage at a high percentile and set limits thoughtfully:</p>
<ul>
  <li><strong>CPU requests</strong> around the 90th to 95th percentile of observed usage. CPU is compressible, so a brief spike means throttling, not a crash.</li>
  <li><strong>Memory requests and limits</strong> with more headroom, based on peak usage plus a margin. Memory is not compressible; exceeding the limit kills the container.</li>
  <li><strong>CPU limits</strong> are often better left unset for latency-sensitive services, since they can cause throttling even when the node has spare capacity. Decide deliberately rather than by default.</li>
</ul>
<p>The Vertical Pod Autoscaler in recommendation mode is a low-risk way to get started. It observes usage and suggests values without changing anything:</p>
<pre><code class="language-yaml">apiVersion: autoscaling.k8s.io/v1
kind: VerticalPodAutoscaler
metadata:
  name: orders-api
  namespace: commerce
spec:
  targetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: orders-api
  updatePolicy:
    updateMode: "Off"        # recommend only; apply changes through Git
  resourcePolicy:
    containerPolicies:
      - containerName: "*"
        minAllowed: { cpu: 50m, memory: 128Mi }
        maxAllowed: { cpu: "2", memory: 2Gi }
</code></pre>
<p>We feed those recommendations into pull requests against the Helm values or manifests, so changes are reviewed, versioned and easy to roll back. On a recent engagement, this alone reduced requested CPU by 48% across 160 deployments.</p>

<h2>Let the cluster shrink as well as grow</h2>
<p>Rightsized workloads only save money if the cluster removes the nodes it no longer needs. Several settings quietly prevent that:</p>
<ol>
  <li><strong>Pods that block eviction.</strong> Pods without a controller, with local storage, or with overly strict PodDisruptionBudgets can keep a nearly empty node alive indefinitely.</li>
  <li><strong>Poorly matched node sizes.</strong> A node group of very large instances leaves big, hard-to-fill gaps. A mix of sizes, or a provisioner such as Karpenter that chooses instances to fit pending pods, packs workloads much more tightly.</li>
  <li><strong>Idle environments.</strong> Development and test namespaces running around the clock. Scaling them to zero outside working hours typically cuts their cost by about 65%.</li>
</ol>
<p>For fault-tolerant workloads such as batch jobs, CI runners and stateless services with several replicas, spot or preemptible instances offer discounts of 60% to 90%. Combine them with pod topology spread constraints and sensible disruption budgets so that a reclaimed node is a non-event.</p>
<blockquote>Autoscaling up is a reliability feature. Autoscaling down is a cost feature. Most clusters only have the first one working properly.</blockquote>

<h2>Make cost visible to the teams that create it</h2>
<p>Technical fixes decay without visibility. Six months after a rightsizing exercise, new services arrive with generous requests and the waste returns. The lasting solution is to give each team a view of its own spending:</p>
<ul>
  <li>Consistent labels for team, service and environment on every workload, enforced by an admission policy.</li>
  <li>Cost allocation by namespace and label, using OpenCost or your cloud provider's split cost allocation.</li>
  <li>A monthly report per team showing cost, efficiency (used versus requested) and trend, shared without blame.</li>
  <li>Budget alerts on namespaces and on shared costs such as load balancers, storage and cross-zone traffic, which are easy to overlook.</li>
</ul>
<p>This is the core of FinOps: engineers make spending decisions every day, so they need the information to make them well.</p>

<h2>Commitments come last</h2>
<p>Savings plans and reserved instances offer substantial discounts, but buying them before rightsizing locks in waste. We commit only to the stable baseline that remains after the steps above, usually covering 60% to 70% of steady-state compute, and review coverage quarterly.</p>
<p>Cost work on Kubernetes is rarely a single project; it is a habit. If your cluster bill has been climbing faster than your traffic, our <a href="/services#cloud">cloud infrastructure team</a> can run a two-week assessment with a prioritized list of savings. For a stronger foundation from the start, see <a href="/blog/building-a-cloud-landing-zone-with-terraform">Building a Cloud Landing Zone with Terraform</a>, or <a href="/contact">get in touch</a>.</p>
`,
};
