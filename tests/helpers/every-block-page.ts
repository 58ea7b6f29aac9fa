import type { PageInput } from "../../app/modules/pages/page-schema";

/**
 * The library images the every-block page shows (logos, image and text,
 * team): a browser test writes them into the media library before the page
 * is served — each a plain PNG of this size and colour.
 */
export const EVERY_BLOCK_IMAGES = [
  { name: "0b10c000-0000-4000-8000-000000000001.png", width: 320, height: 96, color: "#1e3a8a" },
  { name: "0b10c000-0000-4000-8000-000000000002.png", width: 240, height: 96, color: "#0f766e" },
  { name: "0b10c000-0000-4000-8000-000000000003.png", width: 1200, height: 800, color: "#334155" },
  { name: "0b10c000-0000-4000-8000-000000000004.png", width: 600, height: 600, color: "#7c2d12" },
] as const;

const imageUrl = (index: number) => `/media/${EVERY_BLOCK_IMAGES[index]!.name}`;

/**
 * A test page that holds every block type once (issue 28's "test page that
 * holds every block type"): the render, budget and accessibility checks use
 * it, and the block-type test fails when a new type is not in it. Except the
 * legal text (a whole legal page: its own hero, contents and some 20 KB of
 * text) and the contact form (the spec's form with the contact details, some
 * 14 KB): with them this page would break its own 60 KB HTML budget. The
 * seeded /contact, /privacy, /terms and /cookies hold them and are in the
 * accessibility, validation and budget lists.
 */
export const WHOLE_PAGE_BLOCK_TYPES = ["legal-document", "contact-form"] as const;
export const EVERY_BLOCK_PAGE = {
  path: "/every-block",
  title: "Every block",
  status: "published",
  seo: {
    title: "Every block type",
    description: "A page that shows each kind of block once, for the site's own checks.",
  },
  blocks: [
    {
      id: "hero",
      type: "hero",
      fields: {
        eyebrow: "Cloud migration",
        title: "Move to the cloud without stopping the business",
        description: "A plan, a team and a date: we migrate in waves you can see.",
        actions: [
          { label: "Talk to an architect", to: "/contact", style: "primary", arrow: true },
          { label: "Our services", to: "/services#cloud", style: "outline-light" },
        ],
      },
    },
    {
      id: "contents",
      type: "page-index",
      fields: {
        items: [
          { anchor: "benefits", title: "Benefits", icon: "target" },
          { anchor: "team", title: "Team", icon: "users-round" },
          { anchor: "databases", title: "Databases", icon: "database" },
        ],
      },
    },
    {
      id: "offers",
      type: "link-cards",
      fields: {
        title: "Where to start",
        cards: [
          { icon: "cloud", title: "Assessment", description: "Two weeks.", to: "/contact" },
          { icon: "rocket", title: "First wave", description: "Six weeks.", to: "/contact" },
        ],
      },
    },
    {
      id: "benefits",
      type: "feature-grid",
      fields: {
        layout: "stacked",
        anchor: "benefits",
        eyebrow: "Why migrate",
        title: "What you gain",
        description: "Costs you can follow, releases you can repeat, systems that heal.",
        items: [
          { icon: "piggy-bank", title: "Lower cost", description: "Pay for what runs." },
          {
            icon: "rocket",
            title: "Faster releases",
            description: "Pipelines from day one.",
            link: { label: "Learn more", to: "/services#cloud" },
          },
          { icon: "shield-check", title: "Security", description: "Least privilege everywhere." },
          { icon: "life-buoy", title: "Support", description: "A team on call after go-live." },
        ],
        action: { label: "See all services", to: "/services", style: "secondary", arrow: true },
      },
    },
    {
      id: "approach",
      type: "feature-grid",
      fields: {
        layout: "split",
        tone: "muted",
        title: "How we work",
        checklist: ["Assessment first", "Waves, not big bangs"],
        items: [
          { icon: "compass", title: "Assess", description: "What you run and what it costs." },
          { icon: "workflow", title: "Migrate", description: "Wave by wave, tested." },
        ],
        action: { label: "Contact us", to: "/contact", arrow: true },
      },
    },
    {
      id: "steps",
      type: "process-steps",
      fields: {
        title: "Four steps",
        steps: [
          { icon: "clipboard-check", title: "Inventory", description: "Every system listed." },
          { icon: "compass", title: "Plan", description: "Waves and dates." },
          { icon: "cloud", title: "Move", description: "One wave at a time." },
          { icon: "life-buoy", title: "Run", description: "We stay on call." },
        ],
      },
    },
    {
      id: "team",
      type: "role-groups",
      fields: {
        tone: "muted",
        anchor: "team",
        title: "Who works on it",
        groups: [
          { icon: "cloud", title: "Cloud", roles: ["Cloud Architects", "DevOps Engineers"] },
          { icon: "shield-check", title: "Security", roles: ["Security Engineers"] },
        ],
        contactCard: {
          icon: "handshake",
          title: "Another role?",
          description: "Ask us for it.",
          link: { label: "Talk to us", to: "/contact" },
        },
      },
    },
    {
      id: "gains",
      type: "feature-grid",
      fields: {
        layout: "split",
        title: "What changes",
        highlight: { prefix: "Up to", value: "30%", label: "lower running cost", icon: "timer" },
        items: [{ icon: "rocket", title: "Speed", description: "Releases every day." }],
      },
    },
    {
      id: "databases",
      type: "service-detail",
      fields: {
        eyebrow: "Data",
        title: "Database migration",
        icon: "database",
        description: "Schemas, data and the cut-over night, rehearsed.",
        outcomes: ["Zero data loss", "A rehearsed cut-over"],
        capabilities: [
          {
            icon: "database-zap",
            title: "Replication",
            description: "Live copies until the switch.",
          },
          { icon: "shield-check", title: "Checks", description: "Row counts and checksums." },
        ],
        tone: "muted",
      },
    },
    {
      id: "stories",
      type: "testimonials",
      fields: {
        title: "What clients say",
        stories: [
          {
            project: "Cloud Migration",
            industry: "Logistics",
            quote: "Nobody noticed the move.",
            client: { name: "Dana Reyes", title: "CTO", company: "Example Freight" },
            results: [{ value: "99%", label: "less downtime" }],
          },
        ],
      },
    },
    {
      id: "figures",
      type: "stats",
      fields: {
        title: "In figures",
        stats: [
          { value: "40+", label: "Migrations delivered" },
          { value: "30%", label: "Average saving" },
        ],
      },
    },
    {
      id: "story",
      type: "rich-text",
      fields: {
        tone: "muted",
        title: "A migration in practice",
        body: "We start with an inventory.\n\nThen we move the first wave.",
      },
    },
    {
      id: "questions",
      type: "faq",
      fields: {
        title: "Questions",
        items: [
          { question: "How long does a migration take?", answer: "Three to nine months." },
          { question: "Do you work with our team?", answer: "Always, side by side." },
        ],
      },
    },
    {
      id: "cloud-posts",
      type: "latest-posts",
      fields: {
        tone: "muted",
        title: "Cloud articles",
        category: "cloud",
        limit: 3,
        link: { label: "All articles", to: "/blog/category/cloud" },
      },
    },
    {
      id: "topics",
      type: "featured-topics",
      fields: {
        eyebrow: "Read more",
        title: "Cloud topics",
        description: "Our consultants write about what they build.",
        link: { label: "Explore the blog", to: "/blog" },
        topics: [
          { label: "Kubernetes", icon: "cloud-cog" },
          { label: "FinOps", icon: "chart-line" },
        ],
      },
    },
    {
      id: "hidden-note",
      type: "rich-text",
      hidden: true,
      fields: { title: "Hidden", body: "Not shown." },
    },
    {
      id: "offices",
      type: "offices",
      fields: { eyebrow: "Visit", title: "Our offices", addresses: true },
    },
    {
      id: "clients",
      type: "logos",
      fields: {
        title: "Clients who moved",
        logos: [
          { image: { url: imageUrl(0), alt: "Example Freight logo" }, name: "Example Freight" },
          {
            image: { url: imageUrl(1), alt: "Northwind Bank logo" },
            name: "Northwind Bank",
            to: "https://example.com",
          },
        ],
      },
    },
    {
      id: "war-room",
      type: "image-text",
      fields: {
        eyebrow: "Cut-over night",
        title: "One room, one plan",
        description:
          "Everyone who can decide is in the room, with a rehearsed runbook and a way back.",
        image: { url: imageUrl(2), alt: "The migration team around a wall of dashboards" },
        imagePosition: "right",
        tone: "muted",
        action: { label: "How we plan", to: "/services#cloud", style: "secondary" },
      },
    },
    {
      id: "people",
      type: "team",
      fields: {
        title: "Your architects",
        people: [
          {
            photo: { url: imageUrl(3), alt: "Portrait of Ana Lima" },
            name: "Ana Lima",
            role: "Cloud architect",
            bio: "Twelve years of moving banks and retailers off their own data centres.",
            to: "/contact",
          },
          {
            photo: { url: imageUrl(3), alt: "Portrait of Ben Okafor" },
            name: "Ben Okafor",
            role: "Database lead",
          },
        ],
      },
    },
    {
      id: "cloud-roles",
      type: "open-positions",
      fields: {
        title: "Join the cloud team",
        description: "Open positions, straight from our careers page.",
        maxPositions: 1,
        tone: "muted",
      },
    },
    {
      id: "talent",
      type: "talent-pool",
      fields: {
        title: "No role for you yet?",
        description: "Send us your CV and we contact you when a matching position opens.",
        buttonLabel: "Join our talent pool",
      },
    },
    {
      id: "closing",
      type: "cta",
      fields: {
        title: "Ready to move?",
        description: "Tell us what you run; we answer within a day.",
        actions: [{ label: "Contact us", to: "/contact", style: "light" }],
      },
    },
  ],
} satisfies PageInput;
