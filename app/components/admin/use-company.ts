import { useRouteLoaderData } from "react-router";
import type { CompanyInfo } from "~/modules/company/company-info";

type RootData = { company: CompanyInfo; year: number };

// The root loader's data for the hydrated staff components. Public
// components are server-only: their routes pass it as props
// (app/routes/root-data.ts).

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData() needs the root loader's data");
  return data;
}

export function useCompany(): CompanyInfo {
  return useRootData().company;
}
