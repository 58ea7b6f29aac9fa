import type { IconKey } from "./icon-keys";

/** Services page copy (spec section 2, "Services (/services)"). */

export type ServiceAnchor = "ai-ml" | "cloud" | "data" | "integration" | "digital";

type IconItem = { title: string; description: string; icon: IconKey };

export type ServiceOverview = IconItem & { to: string };

export type ServiceDetail = {
  id: ServiceAnchor;
  eyebrow: string;
  title: string;
  icon: IconKey;
  description: string;
  /** A short list of outcomes shown under the description. */
  outcomes: string[];
  /** Exactly the four capabilities the spec names, each with a one-line description. */
  capabilities: [IconItem, IconItem, IconItem, IconItem];
};

export type SuccessStory = {
  project: string;
  industry: string;
  quote: string;
  client: { name: string; title: string; company: string };
  results: Array<{ value: string; label: string }>;
};

export const SERVICES_META = {
  title: "Technology Services",
  description:
    "AI/ML solutions, cloud infrastructure, data engineering, system integration, digital transformation and staff augmentation from Arcwell Technologies.",
};

export const SERVICES_HERO = {
  eyebrow: "Our Services",
  title: "Technology services built around your business outcomes",
  description:
    "Six practices, one accountable partner. We combine strategy, engineering and expert talent to deliver solutions that perform in production and keep paying off.",
};

export const SERVICES_OVERVIEW_SECTION = {
  eyebrow: "What we offer",
  title: "Comprehensive Technology Solutions",
  description:
    "Engage us for a single initiative or an end-to-end program. Every practice shares the same delivery standards, security posture and focus on results.",
};

export const SERVICE_OVERVIEW: ServiceOverview[] = [
  {
    title: "AI/ML Solutions",
    description:
      "Machine learning and AI systems that forecast, automate and understand, built for production from day one.",
    icon: "brain-circuit",
    to: "/services#ai-ml",
  },
  {
    title: "Cloud Infrastructure",
    description:
      "Migrations, multi-cloud architectures and automated delivery pipelines that are secure and cost-aware.",
    icon: "cloud",
    to: "/services#cloud",
  },
  {
    title: "Data Engineering",
    description:
      "Pipelines, warehouses and governance that turn scattered data into a dependable business asset.",
    icon: "database",
    to: "/services#data",
  },
  {
    title: "Staff Augmentation",
    description:
      "Pre-vetted technology professionals who integrate with your team and deliver from the first sprint.",
    icon: "users-round",
    to: "/staff-augmentation",
  },
  {
    title: "System Integration",
    description:
      "APIs, middleware and microservices that connect new platforms with the systems you already rely on.",
    icon: "cable",
    to: "/services#integration",
  },
  {
    title: "Digital Transformation",
    description:
      "Strategy, automation and change management that modernize how your organization works and serves customers.",
    icon: "rocket",
    to: "/services#digital",
  },
];

export const SERVICE_DETAILS: ServiceDetail[] = [
  {
    id: "ai-ml",
    eyebrow: "Artificial intelligence",
    title: "AI/ML Solutions",
    icon: "brain-circuit",
    description:
      "We help you move from AI ambition to AI in production. Our data scientists and ML engineers identify the use cases with the clearest return, build models on your data and operate them with the monitoring and governance enterprise systems demand.",
    outcomes: [
      "Use-case discovery and ROI modelling",
      "Production-grade MLOps",
      "Responsible AI practices",
    ],
    capabilities: [
      {
        title: "Predictive Analytics",
        description: "Forecast demand, risk and churn with models trained on your own data.",
        icon: "chart-line",
      },
      {
        title: "Intelligent Automation",
        description: "Combine AI with workflow automation to remove repetitive manual work.",
        icon: "bot",
      },
      {
        title: "Computer Vision",
        description: "Inspect, classify and extract information from images and video at scale.",
        icon: "scan-eye",
      },
      {
        title: "Natural Language Processing",
        description:
          "Understand documents, support tickets and conversations with language models.",
        icon: "message-square-text",
      },
    ],
  },
  {
    id: "cloud",
    eyebrow: "Cloud",
    title: "Cloud Infrastructure",
    icon: "cloud",
    description:
      "Whether you are leaving the data center or optimizing an existing footprint, we design cloud platforms that are resilient, observable and economical, then automate them so your teams can ship with confidence.",
    outcomes: [
      "Landing zones and infrastructure as code",
      "Cost optimization (FinOps)",
      "High availability by design",
    ],
    capabilities: [
      {
        title: "Cloud Migration",
        description: "Plan and execute low-risk moves of applications and data to the cloud.",
        icon: "cloud-cog",
      },
      {
        title: "Multi-Cloud Architecture",
        description:
          "Design portable platforms across AWS, Azure and Google Cloud without lock-in.",
        icon: "network",
      },
      {
        title: "Cloud Security",
        description: "Identity, encryption and policy guardrails that keep workloads compliant.",
        icon: "lock",
      },
      {
        title: "DevOps and CI/CD",
        description: "Automated build, test and release pipelines for faster, safer delivery.",
        icon: "git-branch",
      },
    ],
  },
  {
    id: "data",
    eyebrow: "Data",
    title: "Data Engineering",
    icon: "database",
    description:
      "Great analytics and AI start with great data. We build the pipelines, platforms and controls that make your data accurate, timely and easy to use, so every team works from a single source of truth.",
    outcomes: [
      "Modern lakehouse and warehouse platforms",
      "Batch and real-time processing",
      "Data quality monitoring",
    ],
    capabilities: [
      {
        title: "Data Integration",
        description: "Unify data from applications, databases and third-party sources.",
        icon: "waypoints",
      },
      {
        title: "Data Warehousing",
        description: "Model and run scalable warehouses that make reporting fast and consistent.",
        icon: "warehouse",
      },
      {
        title: "ETL/ELT Pipelines",
        description:
          "Reliable, tested pipelines that move and transform data on schedule or in real time.",
        icon: "database-zap",
      },
      {
        title: "Data Governance",
        description:
          "Ownership, lineage, quality and access policies your auditors will appreciate.",
        icon: "shield-check",
      },
    ],
  },
  {
    id: "integration",
    eyebrow: "Integration",
    title: "System Integration",
    icon: "cable",
    description:
      "Your systems work best when they work together. We connect cloud platforms, SaaS products and long-lived core systems through well-designed interfaces, so information flows where it is needed without brittle point-to-point links.",
    outcomes: [
      "API-first integration strategy",
      "Event-driven architectures",
      "Documented, versioned interfaces",
    ],
    capabilities: [
      {
        title: "API Development",
        description: "Secure, well-documented REST and GraphQL APIs built for reuse.",
        icon: "plug",
      },
      {
        title: "Middleware Solutions",
        description: "Message brokers and integration platforms that decouple your systems.",
        icon: "layers",
      },
      {
        title: "Legacy Integration",
        description: "Extend the life of core systems by connecting them to modern platforms.",
        icon: "history",
      },
      {
        title: "Microservices Architecture",
        description: "Break monoliths into independently deployable, scalable services.",
        icon: "blocks",
      },
    ],
  },
  {
    id: "digital",
    eyebrow: "Transformation",
    title: "Digital Transformation",
    icon: "rocket",
    description:
      "Technology only transforms a business when people and processes change with it. We align leadership on a clear roadmap, modernize the processes that matter most and guide your teams through every stage of adoption.",
    outcomes: [
      "Executive roadmaps with clear milestones",
      "Quick wins that fund the journey",
      "Adoption and training programs",
    ],
    capabilities: [
      {
        title: "Digital Strategy",
        description: "A prioritized roadmap that ties technology investment to business goals.",
        icon: "compass",
      },
      {
        title: "Process Automation",
        description: "Redesign and automate workflows to cut cycle times and errors.",
        icon: "workflow",
      },
      {
        title: "Customer Experience",
        description: "Digital journeys that make it easier for customers to buy and stay.",
        icon: "heart-handshake",
      },
      {
        title: "Change Management",
        description: "Communication and enablement that bring your people along.",
        icon: "users-round",
      },
    ],
  },
];

export const SUCCESS_STORIES_SECTION = {
  eyebrow: "Proven results",
  title: "Client Success Stories",
  description: "Two recent engagements, in our clients' own words.",
};

export const SUCCESS_STORIES: SuccessStory[] = [
  {
    project: "Predictive Analytics Platform",
    industry: "Retail",
    quote:
      "Arcwell’s predictive analytics platform changed how we plan. Our analysts spend their time on decisions instead of spreadsheets, and our forecasts have never been more reliable.",
    client: {
      name: "Sarah Mitchell",
      title: "VP of Operations",
      company: "Northfield Retail Group",
    },
    results: [
      { value: "40%", label: "less analysis time" },
      { value: "25%", label: "better accuracy" },
    ],
  },
  {
    project: "Cloud Migration",
    industry: "Logistics",
    quote:
      "The migration was planned so carefully that our customers never noticed it happened. Peak season used to keep us up at night; now the platform simply scales.",
    client: {
      name: "David Chen",
      title: "Chief Technology Officer",
      company: "Harborline Logistics",
    },
    results: [
      { value: "300%", label: "capacity increase" },
      { value: "99%", label: "downtime reduction" },
    ],
  },
];

export const SERVICES_CTA = {
  title: "Let's Build What's Next, Together",
  description:
    "Talk to our consultants about your project, or add proven specialists to your team with staff augmentation.",
};
