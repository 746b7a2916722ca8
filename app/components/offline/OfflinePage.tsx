import { DrawnMark } from "~/components/layout/Logo";
import { THEME_SCRIPT } from "~/components/layout/theme";

/** Its heading, which the browser tests look for. */
export const OFFLINE_HEADING = "You are offline";

/**
 * What the staff app's worker shows for a screen never opened on this phone while the network is gone
 * (docs/design.md#the-staff-app-offline). Written once at build time as a plain file (scripts/build-sw.ts), so it
 * needs no server and no script: its links are plain links, and "Try again" asks for the same address.
 */
export function OfflinePage({ stylesheet }: { stylesheet: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
        <meta name="robots" content="noindex" />
        <title>{OFFLINE_HEADING}</title>
        <link rel="stylesheet" href={stylesheet} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The theme the staff member chose, before the first paint, as every page of the site does. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        <main
          id="main"
          className="container-page flex min-h-dvh flex-col items-center justify-center py-16 text-center"
        >
          <DrawnMark className="size-16" />
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{OFFLINE_HEADING}</h1>
          <p className="mt-4 max-w-lg text-lg text-slate-600 dark:text-slate-300">
            This screen was not opened on this phone while it had a connection, so there is no copy of it here.
          </p>
          <p className="mt-3 max-w-lg text-slate-600 dark:text-slate-300">
            Screens you opened before still work, and forms you send now wait on this phone until the connection is
            back: the badge on those screens lists them.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="/repairs" className="btn-primary">
              Repair Dashboard
            </a>
            <a href="" className="btn-secondary">
              Try again
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
