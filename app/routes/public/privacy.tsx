import { LegalPage } from "~/components/legal-page";
import { PRIVACY_META, privacyPolicy } from "~/content/legal/privacy";
import { useCompany } from "~/components/use-company";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";
import { getEnv } from "~/utils/env.server";

export const meta: Route.MetaFunction = (args) => pageMeta(args, PRIVACY_META);

// The retention period the server applies (RETENTION_DAYS) and the backups it keeps
// (BACKUP_KEEP), stated in the policy.
export function loader() {
  const env = getEnv();
  return { retentionDays: env.RETENTION_DAYS, backupKeep: env.BACKUP_KEEP };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <main id="main">
      <LegalPage document={privacyPolicy(company, loaderData)} />
    </main>
  );
}
