import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/StaffLayoutRoute";
import { ErrorPage } from "./ErrorPage";
import { StaffLayout } from "./StaffLayout";

/**
 * The layout route around every staff and manager page (`app/routes.ts`). Its `bare` tells the root to draw no
 * public layout around it: this route draws the staff one. A staff page's failure shows inside it too.
 */
export const handle = { bare: true };

export default function StaffLayoutRoute() {
  return (
    <StaffLayout>
      <Outlet />
    </StaffLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <StaffLayout>
      <ErrorPage status={status} detail={detail} />
    </StaffLayout>
  );
}
