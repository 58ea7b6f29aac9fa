import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * The root loader's data (the company's details, the year) for a route's
 * page. Public components are rendered on the server only and read no
 * router state themselves: their route hands this to them as props.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useRootData() needs the root loader's data");
  return data;
}
