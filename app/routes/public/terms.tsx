import { LegalPage } from "~/components/legal-page";
import { TERMS_META, termsOfService } from "~/content/legal/terms";
import { useCompany } from "~/components/use-company";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => pageMeta(args, TERMS_META);

export default function Page() {
  const company = useCompany();
  return (
    <main id="main">
      <LegalPage document={termsOfService(company)} />
    </main>
  );
}
