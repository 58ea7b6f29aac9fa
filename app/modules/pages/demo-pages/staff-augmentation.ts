import type { PageInput } from "../page-schema";

/** The Staff Augmentation page as shipped (spec section 2): the seed of its page record. */
export const STAFF_AUGMENTATION_PAGE: PageInput = {
  path: "/staff-augmentation",
  title: "Staff Augmentation",
  status: "published",
  seo: {
    title: "Staff Augmentation",
    description:
      "Scale your technology team with pre-vetted developers, data, AI/ML, cloud, security and project management professionals from Arcwell Technologies.",
  },
  blocks: [
    {
      id: "hero",
      type: "hero",
      fields: {
        eyebrow: "Staff Augmentation",
        title: "Expert technology talent, exactly when you need it",
        description:
          "Extend your team with pre-vetted professionals who bring the skills your roadmap demands, without the delay, cost and risk of traditional hiring.",
        actions: [
          { label: "Find Your Expert", to: "/contact", style: "primary", arrow: true },
          { label: "See the Roles We Fill", to: "#roles", style: "outline-light" },
        ],
      },
    },
    {
      id: "experts",
      type: "feature-grid",
      fields: {
        layout: "split",
        eyebrow: "Expert professionals",
        title: "Skilled Professionals Who Deliver From Day One",
        description:
          "Our consultants are more than résumés. Each one is assessed for technical depth, industry knowledge and the communication skills needed to thrive inside your team.",
        items: [
          {
            title: "Industry Domain Expertise",
            description:
              "Professionals who already understand the regulations, data and workflows of your industry.",
            icon: "building",
          },
          {
            title: "Technical Excellence",
            description:
              "Rigorously assessed engineers and specialists fluent in modern tools and practices.",
            icon: "trophy",
          },
          {
            title: "Flexible Engagement Models",
            description:
              "Short-term or long-term, part-time or full-time: engagements shaped around your roadmap.",
            icon: "sliders-horizontal",
          },
          {
            title: "Seamless Integration",
            description:
              "Talent that adopts your tools, rituals and culture and collaborates from the first stand-up.",
            icon: "puzzle",
          },
        ],
        action: { label: "Contact Us", to: "/contact", style: "primary", arrow: true },
      },
    },
    {
      id: "process",
      type: "process-steps",
      fields: {
        tone: "muted",
        eyebrow: "How it works",
        title: "Our Staff Augmentation Process",
        description:
          "A proven four-step approach that takes you from open need to productive team member in days, not months.",
        steps: [
          {
            title: "Needs Assessment",
            description:
              "We learn your goals, tech stack, team dynamics and timeline to define exactly the skills you need.",
            icon: "clipboard-check",
          },
          {
            title: "Talent Matching",
            description:
              "We shortlist pre-vetted professionals from our network and you interview only the strongest fits.",
            icon: "user-search",
          },
          {
            title: "Onboarding",
            description:
              "We handle contracts and logistics and help your new team members get productive quickly.",
            icon: "user-check",
          },
          {
            title: "Ongoing Support",
            description:
              "Regular check-ins, performance reviews and easy scaling keep the engagement on track.",
            icon: "life-buoy",
          },
        ],
      },
    },
    {
      id: "roles",
      type: "role-groups",
      fields: {
        anchor: "roles",
        eyebrow: "Talent across the stack",
        title: "Technology Roles We Fill",
        description:
          "From individual specialists to complete delivery teams, we source professionals for every layer of modern technology.",
        groups: [
          {
            title: "Software Development",
            icon: "code",
            roles: [
              "Full-Stack Developers",
              "Frontend Developers",
              "Backend Developers",
              "Software Architects",
              "QA/Test Automation Engineers",
            ],
          },
          {
            title: "Data & Analytics",
            icon: "chart-column",
            roles: [
              "Data Engineers",
              "Data Scientists",
              "Business Intelligence Analysts",
              "BI Developers",
              "Data Architects",
            ],
          },
          {
            title: "AI/ML",
            icon: "brain-circuit",
            roles: [
              "ML Engineers",
              "AI Specialists",
              "NLP Engineers",
              "Predictive Analytics Developers",
              "AI Research Scientists",
            ],
          },
          {
            title: "Cloud & Infrastructure",
            icon: "cloud",
            roles: [
              "Cloud Architects",
              "DevOps Engineers",
              "Systems Engineers",
              "Infrastructure Specialists",
              "Network Engineers",
            ],
          },
          {
            title: "Security & Compliance",
            icon: "shield-check",
            roles: [
              "Security Engineers",
              "Compliance Specialists",
              "Privacy Officers",
              "Security Architects",
              "Risk Assessment Specialists",
            ],
          },
          {
            title: "Project Management",
            icon: "square-kanban",
            roles: [
              "IT Project Managers",
              "Implementation Managers",
              "Scrum Masters",
              "Product Owners",
              "Digital Transformation Leads",
            ],
          },
          {
            title: "Specialized Roles",
            icon: "gem",
            roles: [
              "Mobile App Developers",
              "API Specialists",
              "UI/UX Designers",
              "Blockchain Developers",
              "IoT Engineers",
            ],
          },
        ],
        contactCard: {
          title: "Need a different role?",
          description:
            "Our network reaches well beyond these lists. Tell us who you are looking for.",
          link: { label: "Talk to Our Team", to: "/contact" },
          icon: "handshake",
        },
      },
    },
    {
      id: "benefits",
      type: "feature-grid",
      fields: {
        layout: "split",
        tone: "muted",
        eyebrow: "Why augment with Arcwell",
        title: "Benefits of Staff Augmentation",
        description:
          "Get the capacity and expertise you need while keeping full control of your projects and priorities.",
        highlight: {
          prefix: "Up to",
          value: "60%",
          label: "shorter ramp-up time with pre-vetted professionals who already know your stack",
          icon: "timer",
        },
        items: [
          {
            title: "Faster Time-to-Productivity",
            description:
              "Our pre-vetted professionals bring proven skills to day one, cutting ramp-up time by up to 60%.",
            icon: "rocket",
          },
          {
            title: "Reduced Risk",
            description:
              "Flexible engagement models let you scale up or down as priorities change, with no long-term commitments.",
            icon: "shield-check",
          },
          {
            title: "Specialized Expertise",
            description:
              "Access niche skills in AI, cloud, data and security that are hard to find and costly to hire.",
            icon: "target",
          },
          {
            title: "Cost Efficiency",
            description:
              "Pay only for the expertise you need, with no recruitment or training costs.",
            icon: "badge-dollar-sign",
          },
        ],
      },
    },
    {
      id: "cta",
      type: "cta",
      fields: {
        title: "Ready to Augment Your Technology Team?",
        description:
          "Tell us about the skills you need. We'll introduce qualified, pre-vetted professionals who can start making an impact right away.",
        actions: [{ label: "Contact Us", to: "/contact", style: "light", arrow: true }],
      },
    },
  ],
};
