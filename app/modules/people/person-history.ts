import type { APPLICATION_STATUSES, INQUIRY_STATUSES } from "~/db/enums";

/** A person's records as a detail page lists them (person-history.server.ts). */
export type PersonApplication = {
  id: string;
  jobTitle: string;
  isGeneral: boolean;
  status: (typeof APPLICATION_STATUSES)[number];
  createdAt: Date;
};
export type PersonInquiry = {
  id: string;
  company: string;
  service: string;
  status: (typeof INQUIRY_STATUSES)[number];
  createdAt: Date;
};
export type PersonHistory = { applications: PersonApplication[]; inquiries: PersonInquiry[] };
