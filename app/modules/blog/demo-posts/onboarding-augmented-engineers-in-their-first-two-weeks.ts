import type { DemoPost } from "./types";

export const post: DemoPost = {
  slug: "onboarding-augmented-engineers-in-their-first-two-weeks",
  title: "Onboarding Augmented Engineers in Their First Two Weeks",
  summary:
    "Augmented engineers can ship in their first week or spend a month waiting for access. A day-by-day onboarding plan that makes staff augmentation pay off quickly.",
  category: "tech",
  tags: ["Staff Augmentation", "Team Practices", "Engineering Management"],
  author: "Sarah Lindqvist",
  authorImage: "/images/authors/sarah-lindqvist.svg",
  imageUrl: "/images/blog/onboarding-augmented-engineers-in-their-first-two-weeks.svg",
  isPublished: true,
  publishedDaysAgo: 6,
  content: `
<p>When a company brings in augmented engineers, it is usually because something important is behind schedule. That makes the first two weeks unusually valuable, and unusually easy to waste. We place engineers with client teams every month, and the difference between a placement that delivers in week one and one that is still waiting for a laptop in week three almost never comes down to the engineer. It comes down to onboarding. Here is the plan we share with every client before a start date.</p>

<h2>Before day one: remove the waiting</h2>
<p>The most common onboarding failure is access. Engineers arrive ready to work and spend days waiting for accounts, approvals and hardware. Nearly all of this can be done in advance, and it should be owned by one named person on the client side. Our pre-start checklist covers:</p>
<ul>
  <li>Hardware shipped or virtual desktop provisioned, with the standard development image.</li>
  <li>Identity account, email, chat and video conferencing access.</li>
  <li>Source control, ticketing, documentation wiki and CI/CD permissions at the right level.</li>
  <li>Access to a non-production environment and any required VPN.</li>
  <li>Security and compliance training assigned, so it can be completed on the first morning.</li>
  <li>Calendar invitations to the team's recurring meetings.</li>
</ul>
<p>We ask clients to confirm this list three business days before the start. When something is missing, there is still time to fix it.</p>

<h2>Week one: context and a first change</h2>
<p>The goal of the first week is simple: <strong>understand why the team exists, and ship one small change to production.</strong> The change itself matters less than what it proves. Code was cloned, built, tested, reviewed and deployed, so every step of the delivery path now works for the new engineer.</p>
<ol>
  <li><strong>Day 1.</strong> Welcome from the engineering manager, an overview of the product and its users, and a tour of the architecture with a senior engineer. Finish access setup and compliance training.</li>
  <li><strong>Day 2.</strong> Set up the local environment following the team's documentation, and fix the documentation wherever it is wrong. This is a real contribution, and new people are the only ones who can make it.</li>
  <li><strong>Days 3 and 4.</strong> Pair with a team member on a small, well-defined ticket picked in advance: a bug fix, a test, a minor feature.</li>
  <li><strong>Day 5.</strong> Merge and deploy the change, then a short check-in with the manager about what was confusing.</li>
</ol>
<blockquote>The best predictor of a successful placement we have found is simple: did the engineer deploy something in their first five days?</blockquote>

<h2>Week two: real ownership</h2>
<p>In the second week, the engineer should take on a piece of work the team genuinely needs, sized to finish within the sprint. It should still be reviewed closely, but it should belong to them: they estimate it, raise questions in stand-up and demo it at the end of the sprint.</p>
<p>This is also the time to introduce the parts of the system that are difficult or risky, such as the billing module, the fragile integration or the on-call runbook. Engineers who understand where the sharp edges are make better decisions everywhere else.</p>

<h2>Treat augmented engineers as part of the team</h2>
<p>Some of the most expensive onboarding mistakes are cultural rather than technical. Augmented engineers who are kept out of planning meetings, design discussions or the team chat will do exactly what their tickets say and no more. That is not the value you are paying for. The engineers we place have usually seen similar problems at other organizations; they can only share that experience if they are in the room.</p>
<p>A few habits make a difference:</p>
<ul>
  <li>Include augmented engineers in retrospectives and design reviews, not just stand-ups.</li>
  <li>Assign a buddy on the permanent team for the first month.</li>
  <li>Give feedback directly and early, and expect the same in return.</li>
  <li>Be explicit about decision-making: what can they decide alone, and what needs approval?</li>
</ul>

<h2>Plan for knowledge transfer from the start</h2>
<p>Staff augmentation is usually temporary, so the end of an engagement deserves planning on day one. We ask our engineers to leave things better documented than they found them, to pair regularly with permanent staff, and to record key decisions in the team's usual format. When the engagement ends, the knowledge stays.</p>
<p>Onboarding is also where modernization efforts succeed or stall. If augmented engineers are joining to help with a migration, share the plan with them early; <a href="/blog/modernizing-legacy-systems-without-a-big-bang-rewrite">Modernizing Legacy Systems Without a Big-Bang Rewrite</a> describes the incremental approach we recommend.</p>
<p>Done well, augmented engineers become productive within days and leave a team stronger than it was. If you are planning to scale your team, learn more about our <a href="/staff-augmentation">staff augmentation services</a>, or <a href="/contact">tell us what you need</a> and we will share our full onboarding checklist.</p>
`,
};
