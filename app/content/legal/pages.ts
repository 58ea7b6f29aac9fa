import type { CompanyInfo } from "~/modules/company/company-info";
import { cookiePolicy } from "./cookies";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";
import type { LegalDocumentBuilder } from "./types";

const LEGAL_PAGES: Array<[path: string, document: LegalDocumentBuilder]> = [
  ["/privacy", privacyPolicy],
  ["/terms", termsOfService],
  ["/cookies", cookiePolicy],
];

/** The legal pages with their own "last updated" date, for the sitemap. */
export function legalPageDates(company: CompanyInfo): Array<{ path: string; lastmod: Date }> {
  return LEGAL_PAGES.map(([path, document]) => ({
    path,
    lastmod: new Date(`${document(company).lastUpdatedIso}T00:00:00Z`),
  }));
}
