import { Mail } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { readAccessDenial, type ManagerContact } from "~/models/account/manager-screens";

/**
 * The error boundary of every manager-only screen (`export const ErrorBoundary = ManagerScreenBoundary`):
 * Access Denied with the role it takes and the managers to ask. Being the screen's own boundary rather than
 * the root's matters for a refused POST: React Router loads no data for the route that draws an action's
 * error, so at the root the layout would lose the signed-in header and the footer's hours.
 */
export function ManagerScreenBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) throw error;
  const denial = error.status === 403 ? readAccessDenial(error.data) : null;
  if (!denial) {
    return <ErrorPage status={error.status} detail={typeof error.data === "string" ? error.data : undefined} />;
  }
  return (
    <ErrorPage status={403} detail={denial.said ? `${denial.said}. ${denial.reason}` : denial.reason}>
      {denial.managers.length ? <ManagersToAsk managers={denial.managers} /> : null}
    </ErrorPage>
  );
}

function ManagersToAsk({ managers }: { managers: ManagerContact[] }) {
  return (
    <section aria-labelledby="managers-to-ask" className="mt-8 w-full max-w-md card p-5 text-left">
      <h2 id="managers-to-ask" className="font-bold">
        {managers.length === 1 ? "Ask the manager" : "Ask a manager"}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-white/10">
        {managers.map((manager) => (
          <li key={manager.email} className="flex flex-col pt-2">
            {manager.name ? <span className="font-semibold text-slate-900 dark:text-white">{manager.name}</span> : null}
            <a
              href={`mailto:${manager.email}`}
              className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              {manager.email}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
