import type { BlogCategoryId } from "~/modules/blog/categories";
import type { JobType, SalaryCurrency, SalaryUnit } from "~/modules/jobs/job-options";

/** A demo job. Dates are relative to the moment of seeding so the demo never looks stale. */
export type DemoJob = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: JobType;
  description: string;
  responsibilities: string[];
  requirements: string[];
  isActive: boolean;
  postedDaysAgo: number;
  /** Optional pay range in whole currency units per `unit`. */
  salary?: { min: number; max: number; currency: SalaryCurrency; unit: SalaryUnit };
  /** Fully remote. */
  isRemote?: boolean;
  /** Last day to apply, in days after seeding (relative, so the demo never goes stale). */
  closesInDays?: number;
};

/** A demo blog post; `content` is HTML (sanitized again when seeded). */
export type DemoPost = {
  slug: string;
  title: string;
  summary: string;
  category: BlogCategoryId;
  tags: string[];
  author: string;
  /** Path of a local image under /images/… (public/). */
  authorImage: string;
  /** Path of a local image under /images/… (public/). */
  imageUrl: string;
  content: string;
  isPublished: boolean;
  /** Days before seeding; null for a draft. */
  publishedDaysAgo: number | null;
};
