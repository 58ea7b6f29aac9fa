import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";

// Every unknown path lands here and answers with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "The page you're looking for doesn't exist.",
    noindex: true,
  });

export default function NotFound() {
  return <ErrorPage status={404} />;
}
