import type { ApplicationStatus } from "~/modules/applications/application-status";

/** Statuses that count as a conversion: the applicant got an offer or was hired. */
export const CONVERTED_STATUSES = ["offer", "hired"] as const;

/** The share of applications that converted, as a whole percent ("0%" when there are none). */
export function conversionRate(converted: number, total: number): string {
  if (total <= 0) return "0%";
  return `${Math.round((converted / total) * 100)}%`;
}

// The dashboard's data, as the page receives it (dashboard.server.ts reads it).

export type DashboardFigures = {
  activeJobs: number;
  totalApplications: number;
  newApplications: number;
  /** Offer or Hired as a share of all applications, e.g. "12%". */
  conversionRate: string;
};

export type RecentJob = {
  id: string;
  title: string;
  department: string;
  location: string;
  datePosted: Date;
  isActive: boolean;
  /** An inactive job's opening time, when it is scheduled. */
  scheduledAt: Date | null;
};

export type RecentApplication = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  status: ApplicationStatus;
  createdAt: Date;
};

export type WeekActivity = {
  /** The week's Monday, YYYY-MM-DD in the company's calendar. */
  weekStart: string;
  applications: number;
  inquiries: number;
};

/** An editor's dashboard: the blog's posts by state, the images, the posts last worked on. */
export type EditorDashboard = {
  published: number;
  drafts: number;
  scheduled: number;
  images: number;
  recentPosts: {
    id: string;
    title: string;
    state: "published" | "draft" | "scheduled";
    updatedAt: Date;
  }[];
};
