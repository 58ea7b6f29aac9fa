import type { IconKey } from "./icon-keys";
import type { FaqItem } from "./contact";

/** Careers page copy (spec section 2, "Careers (/careers)"). */

type IconItem = { title: string; description: string; icon: IconKey };

export const CAREERS_META = {
  title: "Careers",
  description:
    "Join Arcwell Technologies: open positions in engineering, data, cloud, product and more, with flexible work, real growth and the benefits to match.",
};

export const CAREERS_HERO = {
  eyebrow: "Careers at Arcwell",
  title: "Build what's next with people who love the craft",
  description:
    "We solve hard problems in AI, cloud and data for clients who depend on us. Join a team that invests in your growth, respects your time and ships work you'll be proud of.",
};

export const BENEFITS_SECTION = {
  eyebrow: "Why Arcwell",
  title: "Benefits that support your whole life",
  description:
    "Great work comes from people who are healthy, learning and trusted. Our benefits are designed around that.",
};

export const CAREER_BENEFITS: IconItem[] = [
  {
    title: "Health & Wellness",
    description:
      "Medical, dental and vision coverage from day one, with premiums largely paid by Arcwell, plus a yearly wellness stipend.",
    icon: "heart-pulse",
  },
  {
    title: "Flexible & Remote Work",
    description:
      "Remote-first teams, hybrid options in Hamilton and East Brunswick, and core hours that leave room for the rest of your life.",
    icon: "laptop",
  },
  {
    title: "Learning & Certifications",
    description:
      "An annual learning budget, paid time to study, and every cloud and data certification exam covered — pass or retake.",
    icon: "graduation-cap",
  },
  {
    title: "Retirement & Financial Health",
    description:
      "A 401(k) with a 4% company match that vests immediately, plus access to independent financial planning.",
    icon: "piggy-bank",
  },
  {
    title: "Time to Recharge",
    description:
      "Twenty days of paid time off, twelve company holidays and a winter break between Christmas and New Year's Day.",
    icon: "tree-palm",
  },
  {
    title: "Meaningful Career Growth",
    description:
      "Clear promotion paths, a mentor from your first week and the chance to move between practices as your interests grow.",
    icon: "rocket",
  },
];

/** The spec's text when the job list cannot be loaded. */
export const JOBS_LOAD_FAILED = "Failed to load jobs. Please try again later.";

export const POSITIONS_SECTION = {
  eyebrow: "Open positions",
  title: "Find your next role",
  description:
    "Search by keyword or narrow the list by department, location, work arrangement and job type. Every position links to a full description.",
};

export const PROCESS_SECTION = {
  eyebrow: "How we hire",
  title: "Our application process",
  description:
    "Five clear steps, usually completed within three to four weeks. We keep you informed at every stage.",
};

/** Spec: review, initial interview, technical assessment, team interview, offer. */
export const HIRING_STEPS: IconItem[] = [
  {
    title: "Application Review",
    description:
      "A recruiter — not a keyword filter — reads your résumé and cover letter, usually within five business days.",
    icon: "clipboard-check",
  },
  {
    title: "Initial Interview",
    description:
      "A 30-minute conversation about your experience, what you're looking for and how we work.",
    icon: "message-square-text",
  },
  {
    title: "Technical Assessment",
    description:
      "A practical exercise drawn from real client work, discussed together rather than graded in silence.",
    icon: "code",
  },
  {
    title: "Team Interview",
    description:
      "Meet the people you'd work with, ask them anything, and get a feel for a day on the team.",
    icon: "users-round",
  },
  {
    title: "Offer",
    description:
      "A written offer with compensation, benefits and start date — and time to decide without pressure.",
    icon: "handshake",
  },
];

export const CAREERS_FAQ_SECTION = {
  eyebrow: "FAQ",
  title: "Questions from candidates",
};

export const CAREERS_FAQ: FaqItem[] = [
  {
    question: "How long does the hiring process take?",
    answer:
      "Most candidates go from application to offer in three to four weeks. If your timeline is tighter, tell your recruiter — we can often move faster.",
  },
  {
    question: "Can I apply for more than one position?",
    answer:
      "Yes. Apply to each role that fits you; recruiters see all your applications together, so you'll never be interviewed twice for the same skills.",
  },
  {
    question: "Do you offer remote positions?",
    answer:
      "Many roles are fully remote within the United States, and most others are hybrid. Each listing states its location; ask us if you need flexibility.",
  },
  {
    question: "Do you sponsor work visas?",
    answer:
      "For some senior and specialized roles we do. Mention your visa status in your cover letter and we'll tell you early whether the role allows it.",
  },
  {
    question: "What should I include in my application?",
    answer:
      "A PDF résumé (up to 5 MB) and a short cover letter about a project you're proud of and why this role interests you. Links to GitHub or a portfolio help too.",
  },
  {
    question: "Will I hear back if I'm not selected?",
    answer:
      "Always. Every applicant receives an answer, and candidates who interviewed get personal feedback from the hiring team.",
  },
];

export const CAREERS_CTA = {
  title: "Don't see the right role?",
  description:
    "We're always glad to meet talented people. Tell us what you do best and we'll reach out when a matching position opens.",
};

/** Spec texts for unknown or inactive jobs. */
export const JOB_NOT_FOUND = {
  title: "Job Not Found",
  detail: "The job you're looking for doesn't exist or has been removed.",
  apply: "The job you're trying to apply for doesn't exist or has been removed.",
} as const;

/**
 * A job that was open and has closed (issue 29, item 3), answered 410 Gone so
 * search engines drop it; the job's title stays on the page.
 */
export const JOB_CLOSED = {
  eyebrow: "Position closed",
  title: "This position is closed",
  detail: (title: string) =>
    `${title} no longer accepts applications. Have a look at our open positions below, or send us your CV and we'll contact you when a matching role opens.`,
  similar: "Similar open positions",
} as const;

/** The talent pool: a general application when no open role fits (issue 17). */
export const GENERAL_APPLICATION_PATH = "/careers/apply";

export const GENERAL_APPLICATION_HERO = {
  eyebrow: "Talent pool",
  title: "Send us your CV",
  description:
    "No open role that fits? Tell us about yourself. Our recruiters look at every CV and contact you when a matching position opens — with our clients or on our own team.",
} as const;

export const GENERAL_APPLICATION_META = {
  title: "Send us your CV",
  description:
    "Send your CV to our talent pool: our recruiters contact you when a role that matches your background opens.",
} as const;

/** "Don't see the right role? [Send us your CV] and we'll contact you…" */
export const GENERAL_APPLICATION_CTA = {
  title: "Don't see the right role?",
  action: "Send us your CV",
  description: "and we'll contact you when a matching position opens.",
} as const;
