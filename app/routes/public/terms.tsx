import { LegalPage } from "~/components/legal-page";
import { TERMS_META, termsOfService } from "~/content/legal/terms";
import { useLocation } from "react-router";
import { useRootData } from "~/routes/root-data";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => pageMeta(args, TERMS_META);

export default function Page() {
  const { company } = useRootData();
  const { pathname } = useLocation();
  return (
    <main id="main">
      <LegalPage document={termsOfService(company)} company={company} pathname={pathname} />
    </main>
  );
}
