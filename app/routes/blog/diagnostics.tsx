import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/diagnostics";
import { DiagnosticsReportView } from "~/components/blog/diagnostics-report";
import { ErrorPage } from "~/components/error-page";
import { PageHero } from "~/components/marketing/page-hero";
import { Container } from "~/components/ui/container";
import { DIAGNOSTICS_COPY, DIAGNOSTICS_META } from "~/content/blog";
import { canAccess } from "~/modules/roles/roles";
import { getSessionUser, requireStaff } from "~/routes/session-guard.server";
import { isApprovedStaff } from "~/modules/roles/user-state";
import { getBlogDiagnostics } from "~/modules/blog/diagnostics.server";
import { COMPANY_TIME_ZONE } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";

// To anyone but the blog's staff, the same missing page as any unknown path.
export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { ...DIAGNOSTICS_META, noindex: true })
    : pageMeta(args, {
        title: "Page not found",
        description: "The page you're looking for doesn't exist.",
        noindex: true,
      });

// A live reading: never cached, never indexed.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

const CHECKED_AT = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "long",
  timeZone: COMPANY_TIME_ZONE,
});

export async function loader({ request }: Route.LoaderArgs) {
  // For the blog's staff only (draft counts, database latency): anyone else
  // sees a missing page, so the page is advertised nowhere.
  const user = await getSessionUser(request);
  if (!user || !isApprovedStaff(user) || !canAccess(user.role, "blog")) {
    throw data(null, { status: 404 });
  }
  await requireStaff(request, "blog");
  // Every check reports its own failure, so this page renders even when the database does not answer.
  const report = await getBlogDiagnostics();
  return { report, checkedAtLabel: CHECKED_AT.format(new Date(report.checkedAt)) };
}

export default function BlogDiagnosticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        eyebrow="Debug"
        title={DIAGNOSTICS_COPY.title}
        description={DIAGNOSTICS_COPY.description}
      />
      <section aria-label="Diagnostics" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <DiagnosticsReportView
            report={loaderData.report}
            checkedAtLabel={loaderData.checkedAtLabel}
          />
        </Container>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
