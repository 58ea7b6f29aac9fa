import { DEMO_COMPANY, type CompanyInfo } from "~/content/company";

/** The company's public facts. A later issue reads these from settings. */
export function getCompanyInfo(): CompanyInfo {
  return DEMO_COMPANY;
}
