import { LegalPage } from "~/components/legal-page";
import { COOKIES_META, cookiePolicy } from "~/content/legal/cookies";
import { useLocation } from "react-router";
import { useRootData } from "~/routes/root-data";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = (args) => pageMeta(args, COOKIES_META);

export default function Page() {
  const { company } = useRootData();
  const { pathname } = useLocation();
  return (
    <main id="main">
      <LegalPage document={cookiePolicy(company)} company={company} pathname={pathname} />
    </main>
  );
}
