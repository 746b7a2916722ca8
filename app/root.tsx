import { useLayoutEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteLayout } from "~/components/layout/SiteLayout";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { ScrollToHash } from "~/components/layout/ScrollToHash";
import { storedDarkMode, THEME_SCRIPT } from "~/components/layout/theme";
import { getCurrentAnnouncement } from "~/models/announcement.server";
import { fullWeek, museumClock } from "~/models/hours";
import { listBusinessHours } from "~/models/hours.server";
import { getUser } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { useNonce } from "~/utils/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [user, hours, announcement] = await Promise.all([getUser(request), listBusinessHours(db), getCurrentAnnouncement(db)]);
  return {
    user: user ? { email: user.email, name: user.name, role: user.role } : null,
    hours: fullWeek(hours),
    announcement: announcement ? { id: announcement.id, message: announcement.message, type: announcement.type } : null,
    publicUrl: getConfig().publicUrl,
    // From the server, in museum time, so the browser's clock cannot break hydration.
    year: Number(museumClock(new Date(), getConfig().timeZone).date.slice(0, 4)),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Hydration may reset <html>'s attributes; put the theme back before the first paint. data-hydrated tells
  // browser tests (and anyone debugging) that the page's script is live.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", storedDarkMode());
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12112a" />
        {/* Runs before first paint so the page never flashes the wrong theme. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <ScrollToHash />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

const ERROR_TITLES: Record<number, string> = { 403: "Access Denied", 404: "Page not found" };

/** Only used when a route has failed: React Router then renders the meta of the route whose boundary shows the error. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${ERROR_TITLES[status] ?? "Something went wrong"} | Replay Museum` }, { name: "robots", content: "noindex" }];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <SiteLayout>
      <ErrorPage status={status} detail={detail} />
    </SiteLayout>
  );
}
