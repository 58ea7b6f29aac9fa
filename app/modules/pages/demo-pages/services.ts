import type { PageInput } from "../page-schema";

/** The Services page as shipped (spec section 2, "Services (/services)"): the seed of its page record. */
export const SERVICES_PAGE: PageInput = {
  path: "/services",
  title: "Services",
  status: "published",
  seo: {
    title: "Technology Services",
    description:
      "AI/ML solutions, cloud infrastructure, data engineering, system integration, digital transformation and staff augmentation from Arcwell Technologies.",
  },
  blocks: [
    {
      id: "hero",
      type: "hero",
      fields: {
        eyebrow: "Our Services",
        title: "Technology services built around your business outcomes",
        description:
          "Six practices, one accountable partner. We combine strategy, engineering and expert talent to deliver solutions that perform in production and keep paying off.",
        actions: [
          { label: "Contact Us", to: "/contact", style: "primary", arrow: true },
          { label: "Staff Augmentation", to: "/staff-augmentation", style: "outline-light" },
        ],
      },
    },
    {
      id: "services-index",
      type: "page-index",
      fields: {
        items: [
          { anchor: "ai-ml", title: "AI/ML Solutions", icon: "brain-circuit" },
          { anchor: "cloud", title: "Cloud Infrastructure", icon: "cloud" },
          { anchor: "data", title: "Data Engineering", icon: "database" },
          { anchor: "integration", title: "System Integration", icon: "cable" },
          { anchor: "digital", title: "Digital Transformation", icon: "rocket" },
        ],
      },
    },
    {
      id: "overview",
      type: "link-cards",
      fields: {
        eyebrow: "What we offer",
        title: "Comprehensive Technology Solutions",
        description:
          "Engage us for a single initiative or an end-to-end program. Every practice shares the same delivery standards, security posture and focus on results.",
        cards: [
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
        ],
      },
    },
    {
      id: "ai-ml",
      type: "service-detail",
      fields: {
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
            description:
              "Inspect, classify and extract information from images and video at scale.",
            icon: "scan-eye",
          },
          {
            title: "Natural Language Processing",
            description:
              "Understand documents, support tickets and conversations with language models.",
            icon: "message-square-text",
          },
        ],
        tone: "muted",
        reversed: false,
      },
    },
    {
      id: "cloud",
      type: "service-detail",
      fields: {
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
            description:
              "Identity, encryption and policy guardrails that keep workloads compliant.",
            icon: "lock",
          },
          {
            title: "DevOps and CI/CD",
            description: "Automated build, test and release pipelines for faster, safer delivery.",
            icon: "git-branch",
          },
        ],
        tone: "white",
        reversed: true,
      },
    },
    {
      id: "data",
      type: "service-detail",
      fields: {
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
            description:
              "Model and run scalable warehouses that make reporting fast and consistent.",
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
        tone: "muted",
        reversed: false,
      },
    },
    {
      id: "integration",
      type: "service-detail",
      fields: {
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
        tone: "white",
        reversed: true,
      },
    },
    {
      id: "digital",
      type: "service-detail",
      fields: {
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
        tone: "muted",
        reversed: false,
      },
    },
    {
      id: "stories",
      type: "testimonials",
      fields: {
        eyebrow: "Proven results",
        title: "Client Success Stories",
        description: "Two recent engagements, in our clients' own words.",
        stories: [
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
        ],
      },
    },
    {
      id: "cta",
      type: "cta",
      fields: {
        title: "Let's Build What's Next, Together",
        description:
          "Talk to our consultants about your project, or add proven specialists to your team with staff augmentation.",
        actions: [
          { label: "Contact Us", to: "/contact", style: "light" },
          {
            label: "Explore Staff Augmentation",
            to: "/staff-augmentation",
            style: "outline-light",
          },
        ],
      },
    },
  ],
};
