import { getCompanyInfo } from "~/modules/company/company.server";
import { getEnv } from "~/utils/env.server";
import type { SeoSite } from "./json-ld.server";

/** The company facts and public origin every structured-data builder, feed and sitemap needs. */
export function getSeoSite(): SeoSite {
  return { company: getCompanyInfo(), origin: getEnv().PUBLIC_URL };
}
