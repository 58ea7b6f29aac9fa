import { LegalPage } from "~/components/legal-page";
import { COOKIES_META, cookiePolicy } from "~/content/legal/cookies";
import { useCompany } from "~/components/use-company";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = (args) => pageMeta(args, COOKIES_META);

export default function Page() {
  const company = useCompany();
  return (
    <main id="main">
      <LegalPage document={cookiePolicy(company)} />
    </main>
  );
}
