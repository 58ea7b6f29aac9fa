import type { CompanyInfo } from "~/modules/company/company-info";

/** A list entry: plain text, or a short bold lead followed by its explanation. */
export type LegalListItem = string | { term: string; text: string };

export type LegalTable = {
  /** Read by screen readers and shown above the table. */
  caption: string;
  columns: string[];
  rows: string[][];
};

export type LegalSection = {
  /** Anchor id, linked from the page's table of contents. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: LegalListItem[];
  table?: LegalTable;
  /** Paragraphs that follow the list or table. */
  closing?: string[];
};

export type LegalDocument = {
  title: string;
  /** As shown, e.g. "November 1, 2026". */
  lastUpdated: string;
  /** The same date as YYYY-MM-DD, for the <time> element. */
  lastUpdatedIso: string;
  intro: string;
  sections: LegalSection[];
  /** The closing section; the page adds the company's contact details below it. */
  contact: { id: string; heading: string; paragraphs: string[] };
};

/**
 * Legal copy names the company, so each document is built from the company
 * facts rather than hard-coding them.
 */
export type LegalDocumentBuilder = (company: CompanyInfo, facts?: LegalFacts) => LegalDocument;

/** Settings of the running site that legal copy states (from the environment). */
export type LegalFacts = {
  /** RETENTION_DAYS: how long inquiries and decided applications are kept. */
  retentionDays: number;
  /** BACKUP_KEEP: how many scheduled backups are kept (what an erase cannot reach at once). */
  backupKeep?: number;
  /** ANALYTICS_RAW_DAYS: how long each page view is kept before only daily totals remain. */
  analyticsDays?: number;
};

/** Title and description for the route's meta tags (no loader data needed). */
export type LegalMeta = { title: string; description: string };
