import { LegalPage } from "~/components/legal-page";
import { PRIVACY_META, privacyPolicy } from "~/content/legal/privacy";
import { useLocation } from "react-router";
import { useRootData } from "~/routes/root-data";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";
import { getEnv } from "~/utils/env.server";

export const meta: Route.MetaFunction = (args) => pageMeta(args, PRIVACY_META);

// The retention period the server applies (RETENTION_DAYS), the backups it keeps
// (BACKUP_KEEP) and how long page views are kept (ANALYTICS_RAW_DAYS), stated in the policy.
export function loader() {
  const env = getEnv();
  return {
    retentionDays: env.RETENTION_DAYS,
    backupKeep: env.BACKUP_KEEP,
    analyticsDays: env.ANALYTICS_RAW_DAYS,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { company } = useRootData();
  const { pathname } = useLocation();
  return (
    <main id="main">
      <LegalPage
        document={privacyPolicy(company, loaderData)}
        company={company}
        pathname={pathname}
      />
    </main>
  );
}
