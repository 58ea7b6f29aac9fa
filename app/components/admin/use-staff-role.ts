import { useRouteLoaderData } from "react-router";

/** The signed-in staff member's role, from the admin layout's loader (null outside it). */
export function useStaffRole(): string | null {
  const layout = useRouteLoaderData("routes/admin/layout") as
    { user?: { role?: string | null } } | undefined;
  return layout?.user?.role ?? null;
}
