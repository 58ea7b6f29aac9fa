import type { PageInput } from "../page-schema";

/** The home page as shipped (spec section 2, "Home (/)"): the seed of its page record. */
export const HOME_PAGE: PageInput = {
  path: "/",
  title: "Home",
  status: "published",
  seo: {
    title: "IT Consulting & Staff Augmentation",
    description:
      "Arcwell Technologies delivers AI/ML solutions, cloud infrastructure, data engineering and expert staff augmentation that turn technology into measurable business results.",
  },
  blocks: [
    {
      id: "hero",
      type: "hero",
      fields: {
        size: "home",
        eyebrow: "IT Consulting & Staff Augmentation",
        title: "Technology expertise that moves your business forward",
        description:
          "We design, build and staff the AI, cloud and data solutions that help ambitious organizations work smarter, scale faster and compete with confidence.",
        actions: [
          { label: "Explore Our Services", to: "/services", style: "primary", arrow: true },
          { label: "Contact Us", to: "/contact", style: "outline-light" },
        ],
        // Proof points under the hero; each figure comes from the spec.
        stats: [
          { value: "10+", label: "Years of consulting experience" },
          { value: "6", label: "Core technology practices" },
          { value: "35+", label: "Technology roles we fill" },
          { value: "24h", label: "Response time on every inquiry" },
        ],
      },
    },
    {
      id: "services",
      type: "feature-grid",
      fields: {
        layout: "stacked",
        eyebrow: "What we do",
        title: "Technology Services",
        description:
          "From strategy to delivery, our practices cover the full lifecycle of modern technology: intelligent systems, resilient infrastructure, trustworthy data and the people to run them.",
        items: [
          {
            title: "AI/ML Solutions",
            description:
              "Predictive models, intelligent automation and language and vision systems that turn your data into decisions.",
            icon: "brain-circuit",
            link: { label: "Learn more", to: "/services#ai-ml" },
          },
          {
            title: "Cloud Infrastructure",
            description:
              "Secure, cost-aware migrations and multi-cloud architectures with DevOps practices built in from day one.",
            icon: "cloud",
            link: { label: "Learn more", to: "/services#cloud" },
          },
          {
            title: "Data Engineering",
            description:
              "Reliable pipelines, modern warehouses and governance that give every team data it can trust.",
            icon: "database",
            link: { label: "Learn more", to: "/services#data" },
          },
          {
            title: "Staff Augmentation",
            description:
              "Pre-vetted engineers, architects and analysts who join your team quickly and deliver from the first sprint.",
            icon: "users-round",
            link: { label: "Learn more", to: "/staff-augmentation" },
          },
        ],
        action: { label: "View All Services", to: "/services", style: "secondary", arrow: true },
      },
    },
    {
      id: "why",
      type: "feature-grid",
      fields: {
        layout: "split",
        tone: "muted",
        eyebrow: "Why Arcwell",
        title: "Why Choose Us",
        description:
          "Clients stay with us because we combine deep engineering skill with a relentless focus on the outcomes that matter to their business.",
        checklist: [
          "10+ years of consulting experience",
          "Certified IT professionals",
          "Proven track record",
          "End-to-end solutions",
          "Focus on business outcomes",
        ],
        items: [
          {
            title: "Technical Expertise",
            description:
              "Certified architects and engineers with hands-on experience across AI, cloud and data platforms.",
            icon: "cpu",
          },
          {
            title: "Security Focus",
            description:
              "Security and compliance designed into every architecture, pipeline and deployment from the start.",
            icon: "shield-check",
          },
          {
            title: "Modern Technology",
            description:
              "Proven, modern tooling chosen for your context, never for the hype cycle.",
            icon: "sparkles",
          },
          {
            title: "Measurable Results",
            description:
              "Clear success metrics agreed up front and tracked through delivery and beyond.",
            icon: "chart-line",
          },
        ],
      },
    },
    {
      id: "insights",
      type: "latest-posts",
      fields: {
        eyebrow: "From our blog",
        title: "Latest Insights",
        description:
          "Practical perspectives from our consultants on the technologies reshaping business.",
        limit: 3,
        link: { label: "View All Articles", to: "/blog" },
      },
    },
    {
      id: "featured-articles",
      type: "featured-topics",
      fields: {
        tone: "muted",
        eyebrow: "Featured collection",
        title: "AI & Data Science Articles",
        description:
          "Go deeper with our curated collection of articles on artificial intelligence, machine learning and data science, written by the consultants who build these systems every day.",
        link: { label: "Explore the Collection", to: "/featured-blogs" },
        topics: [
          { label: "Generative AI", icon: "sparkles" },
          { label: "Machine Learning", icon: "brain-circuit" },
          { label: "Predictive Analytics", icon: "chart-line" },
          { label: "Applied Data Science", icon: "award" },
        ],
      },
    },
    {
      id: "cta",
      type: "cta",
      fields: {
        title: "Ready to Transform Your Business?",
        description:
          "Tell us about your goals. Our consultants will help you find the right mix of technology and talent to reach them.",
        actions: [
          { label: "Schedule a Consultation", to: "/contact", style: "light" },
          { label: "Explore Our Services", to: "/services", style: "outline-light" },
        ],
      },
    },
  ],
};
