import type { Flash } from "~/models/shared/undo";
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteLayout } from "~/components/layout/SiteLayout";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { htmlThemeClass, THEME_SCRIPT, ThemeContext, type Theme } from "~/components/layout/theme";
import { themeFromCookie } from "~/components/layout/theme.server";
import { getCurrentAnnouncement } from "~/models/announcement/announcement.server";
import { widgetAgentId } from "~/models/chatbot/chatbot-settings.server";
import { museumClock } from "~/models/hours/museum-clock";
import { readHoursAhead } from "~/models/hours/hours.server";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { readSignedInUser } from "~/utils/auth.server";
import { readFlash } from "~/utils/flash.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { imageVariant, UPLOADS_BASE } from "~/utils/images";
import { titled } from "~/utils/museum";
import { useNonce } from "~/utils/nonce";
import { useRootData } from "~/utils/root-data";
import { readOrNull } from "~/utils/soft-read.server";
import { THEME_COLOUR } from "~/utils/site-colours";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const { timeZone } = getConfig();
  const today = museumClock(new Date(), timeZone).date;
  // Every page reads these: a failure of one shows in its place (or leaves the banner out), never breaks the page.
  const [user, museum, hours, announcement, chatbotAgentId] = await Promise.all([
    readSignedInUser(request, { evenOwingPassword: true }),
    // The museum's name, contact and prices are on every page: without them there is no page to show.
    loadPublicMuseum(db),
    readOrNull("business hours", () => readHoursAhead(db, today)),
    readOrNull("the announcement", () => getCurrentAnnouncement(db)),
    // A failure to read the chatbot's settings only leaves the widget out.
    widgetAgentId(db).catch(() => null),
  ]);
  // A toast carried over a redirect (utils/flash.server.ts): staff pages only, read once.
  const { flash, init } = user ? await readFlash(request) : { flash: null };
  const page = {
    flash,
    // The id names whose changes the floor's queue keeps on this phone (components/floor-queue/).
    user: user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null,
    museum,
    /** The week and the coming week's special days; null when they could not be read. */
    hours,
    /** The museum's date, for the special days ahead. */
    today,
    announcement: announcement ? { id: announcement.id, message: announcement.message, type: announcement.type } : null,
    // Signed-in staff never get the widget (docs/departures.md#chatbot-proxy), so their pages do not carry its agent either.
    chatbotAgentId: user ? null : chatbotAgentId,
    theme: themeFromCookie(request.headers.get("cookie")),
    publicUrl: getConfig().publicUrl,
    // Pages name stored images under this base (imageVariant); rows keep /uploads/... whatever it is.
    uploadsBase: getConfig().storagePublicUrl ?? UPLOADS_BASE,
    // From the server, in museum time, so the browser's clock cannot break hydration.
    year: Number(today.slice(0, 4)),
    // The museum's clock, for the times a staff page writes in the browser (a screen's offline copy); visitors' pages carry none.
    ...(user ? { timeZone } : {}),
  };
  return init ? data(page, init) : page;
}

/**
 * A TV board (/board, /board/workshop) reloads its own data on every change; the layout's (the user, the
 * hours, the chatbot) it does not show, so it is not read again each time, nor can a failure of it take the
 * board off the screen.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && /^\/board(\/|$)/.test(nextUrl.pathname) ? false : defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const [theme, setTheme] = useState<Theme | null>(rootData?.theme ?? null);
  const themeContext = useMemo(() => ({ theme, setTheme }), [theme]);
  return (
    // Before a theme is chosen, THEME_SCRIPT may add the dark class that the server could not know about.
    <html lang="en" className={htmlThemeClass(theme)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <SiteIcons logoUrl={rootData?.museum.logoUrl ?? null} uploadsBase={rootData?.uploadsBase} />
        {/* Runs before first paint so the page never flashes the wrong theme. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        {/* With a precedence React writes the stylesheet ahead of the script preloads, so a phone's first
            requests are the ones that paint. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body className="min-h-dvh">
        <ThemeContext value={themeContext}>{children}</ThemeContext>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <HydratedMark />
      </body>
    </html>
  );
}

/**
 * Tells browser tests (and anyone debugging) that the page's script is live, as `data-hydrated` on the html
 * element. An effect in a leaf that renders nothing: as state in Layout it re-rendered the head and the scripts
 * once more, a long task on a phone right after hydration. React never writes the attribute, so never removes it.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/**
 * The museum's uploaded logo as the tab's and a phone's home-screen icon; the drawn mark until there is one.
 * The manifest names the site and its icons for a phone's home screen.
 */
function SiteIcons({ logoUrl, uploadsBase }: { logoUrl: string | null; uploadsBase?: string }) {
  const icon = logoUrl ? imageVariant(logoUrl, 400, uploadsBase) : null;
  return (
    <>
      {icon ? (
        <>
          <link rel="icon" href={icon} type="image/webp" />
          <link rel="apple-touch-icon" href={icon} />
        </>
      ) : (
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      )}
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}

/**
 * A route whose `handle` says `bare` draws its own frame, so the public header, footer and chatbot stay out: the
 * TV boards fill the screen, the staff pages wear the staff layout (components/layout/StaffLayoutRoute.tsx).
 */
const isBare = (handle: unknown) => Boolean((handle as { bare?: boolean } | undefined)?.bare);

/** Staff toasts (components/feedback/): a chunk of their own, loaded after hydration for a signed-in page only. */
const Toaster = lazy(() => import("~/components/feedback/Toaster"));
const subscribeNever = () => () => {};

export default function App() {
  const bare = useMatches().some((match) => isBare(match.handle));
  const rootData = useRootData();
  return (
    <>
      {bare ? (
        <Outlet />
      ) : (
        <SiteLayout>
          <Outlet />
        </SiteLayout>
      )}
      {rootData?.user ? <StaffToaster flash={rootData.flash} /> : null}
    </>
  );
}

/**
 * Its own component, so that learning it is hydrated re-renders only itself: in App, that second render took the
 * whole page with it, one long task on a phone right after the page became interactive.
 */
function StaffToaster({ flash }: { flash: Flash | null }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    // Never printed: after a page as tall as the screen even its empty region starts a blank sheet (QR labels).
    <div className="print:hidden">
      <Suspense fallback={null}>
        <Toaster flash={flash} />
      </Suspense>
    </div>
  );
}

const ERROR_TITLES: Record<number, string> = { 403: "Access Denied", 404: "Page not found" };

/** Only used when a route has failed: React Router then renders the meta of the route whose boundary shows the error. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    { title: titled(matches, ERROR_TITLES[status] ?? "Something went wrong") },
    { name: "robots", content: "noindex" },
  ];
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
