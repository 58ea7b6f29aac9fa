import { LegalPage } from "~/components/legal-page";
import { PRIVACY_META, privacyPolicy } from "~/content/legal/privacy";
import { useCompany } from "~/components/use-company";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => pageMeta(args, PRIVACY_META);

export default function Page() {
  const company = useCompany();
  return (
    <main id="main">
      <LegalPage document={privacyPolicy(company)} />
    </main>
  );
}
