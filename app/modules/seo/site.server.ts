import { getCompanyInfo } from "~/modules/company/company.server";
import { getEnv } from "~/utils/env.server";
import type { SeoSite } from "./json-ld.server";

/** The company facts and public origin every structured-data builder, feed and sitemap needs. */
export async function getSeoSite(): Promise<SeoSite> {
  return { company: await getCompanyInfo(), origin: getEnv().PUBLIC_URL };
}
