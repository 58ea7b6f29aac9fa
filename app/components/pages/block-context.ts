import type { SubmissionResult } from "@conform-to/react";
import type { LegalFacts } from "~/content/legal/types";
import type { CompanyInfo } from "~/modules/company/company-info";

/**
 * What some blocks draw besides their own fields: the company (contact form,
 * offices, legal texts), the contact form's state on /contact (sent, or its
 * action's refusal with what was typed) and the server settings legal texts
 * state. Handed down by the route, as public components use no hooks.
 */
export type BlockContext = {
  /** The page's path (a legal text links to the other policies, not to itself). */
  path: string;
  company: CompanyInfo;
  contact?: { sent: boolean; lastResult?: SubmissionResult<string[]> };
  legalFacts?: LegalFacts;
};
