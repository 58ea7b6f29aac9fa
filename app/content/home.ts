import type { IconKey } from "./icon-keys";

/** Home page copy (spec section 2, "Home (/)"). */

type IconItem = { title: string; description: string; icon: IconKey };
type LinkedIconItem = IconItem & { to: string };

/** The home title leads with the company name: "Arcwell Technologies · IT Consulting & …". */
export const HOME_META = {
  title: "IT Consulting & Staff Augmentation",
  home: true,
  description:
    "Arcwell Technologies delivers AI/ML solutions, cloud infrastructure, data engineering and expert staff augmentation that turn technology into measurable business results.",
};

export const HOME_HERO = {
  eyebrow: "IT Consulting & Staff Augmentation",
  title: "Technology expertise that moves your business forward",
  description:
    "We design, build and staff the AI, cloud and data solutions that help ambitious organizations work smarter, scale faster and compete with confidence.",
};

/** Proof points under the hero; each figure comes from the spec. */
export const HOME_STATS: Array<{ value: string; label: string }> = [
  { value: "10+", label: "Years of consulting experience" },
  { value: "6", label: "Core technology practices" },
  { value: "35+", label: "Technology roles we fill" },
  { value: "24h", label: "Response time on every inquiry" },
];

export const HOME_SERVICES_SECTION = {
  eyebrow: "What we do",
  title: "Technology Services",
  description:
    "From strategy to delivery, our practices cover the full lifecycle of modern technology: intelligent systems, resilient infrastructure, trustworthy data and the people to run them.",
};

export const HOME_SERVICES: LinkedIconItem[] = [
  {
    title: "AI/ML Solutions",
    description:
      "Predictive models, intelligent automation and language and vision systems that turn your data into decisions.",
    icon: "brain-circuit",
    to: "/services#ai-ml",
  },
  {
    title: "Cloud Infrastructure",
    description:
      "Secure, cost-aware migrations and multi-cloud architectures with DevOps practices built in from day one.",
    icon: "cloud",
    to: "/services#cloud",
  },
  {
    title: "Data Engineering",
    description:
      "Reliable pipelines, modern warehouses and governance that give every team data it can trust.",
    icon: "database",
    to: "/services#data",
  },
  {
    title: "Staff Augmentation",
    description:
      "Pre-vetted engineers, architects and analysts who join your team quickly and deliver from the first sprint.",
    icon: "users-round",
    to: "/staff-augmentation",
  },
];

export const WHY_CHOOSE_US_SECTION = {
  eyebrow: "Why Arcwell",
  title: "Why Choose Us",
  description:
    "Clients stay with us because we combine deep engineering skill with a relentless focus on the outcomes that matter to their business.",
};

export const WHY_CHOOSE_US_FEATURES: IconItem[] = [
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
    description: "Proven, modern tooling chosen for your context, never for the hype cycle.",
    icon: "sparkles",
  },
  {
    title: "Measurable Results",
    description: "Clear success metrics agreed up front and tracked through delivery and beyond.",
    icon: "chart-line",
  },
];

export const WHY_CHOOSE_US_CLAIMS: string[] = [
  "10+ years of consulting experience",
  "Certified IT professionals",
  "Proven track record",
  "End-to-end solutions",
  "Focus on business outcomes",
];

export const LATEST_INSIGHTS_SECTION = {
  eyebrow: "From our blog",
  title: "Latest Insights",
  description:
    "Practical perspectives from our consultants on the technologies reshaping business.",
};

export const FEATURED_ARTICLES_BLOCK = {
  eyebrow: "Featured collection",
  title: "AI & Data Science Articles",
  description:
    "Go deeper with our curated collection of articles on artificial intelligence, machine learning and data science, written by the consultants who build these systems every day.",
  linkLabel: "Explore the Collection",
  topics: [
    { label: "Generative AI", icon: "sparkles" },
    { label: "Machine Learning", icon: "brain-circuit" },
    { label: "Predictive Analytics", icon: "chart-line" },
    { label: "Applied Data Science", icon: "award" },
  ] satisfies Array<{ label: string; icon: IconKey }>,
};

export const HOME_CTA = {
  title: "Ready to Transform Your Business?",
  description:
    "Tell us about your goals. Our consultants will help you find the right mix of technology and talent to reach them.",
};
