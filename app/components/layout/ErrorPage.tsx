import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const COPY: Record<number, { title: string; text: string }> = {
  404: {
    title: "Page not found",
    text: "We looked under every cabinet and behind every flipper, but this page isn't here.",
  },
  403: { title: "Access Denied", text: "You don't have permission to view this page." },
};

/**
 * The one error page. A 403 is the Access Denied of every manager-only screen (docs/departures.md#access-denied):
 * only a signed-in staff member is refused (a visitor is sent to sign in), so it says what they lack,
 * whom to ask (`children`, ManagerScreenBoundary's) and leads back to the Admin Dashboard.
 */
export function ErrorPage({ status, detail, children }: { status: number; detail?: string; children?: ReactNode }) {
  const copy = COPY[status] ?? {
    title: "Something went wrong",
    text: "Sorry, this page could not be shown. Please try again in a moment.",
  };
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      {/* Decoration: the heading below says what happened. */}
      <div
        aria-hidden
        className="bg-gradient-to-br from-brand-500 to-neon-cyan bg-clip-text font-display text-7xl font-black tracking-tight text-transparent sm:text-8xl"
      >
        {status === 404 ? "TILT" : status}
      </div>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-lg text-lg text-slate-600 dark:text-slate-300">
        {status === 403 && detail ? detail : copy.text}
      </p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 403 ? (
          <Link to="/admin" className="btn-primary">
            <ArrowLeft aria-hidden className="size-4" /> Back to Admin Dashboard
          </Link>
        ) : (
          <>
            <Link to="/" className="btn-primary">
              Return to Homepage
            </Link>
            <Link to="/collection" className="btn-secondary">
              Browse the Collection
            </Link>
          </>
        )}
      </div>
      {status !== 404 && status !== 403 ? (
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">Error {status}</p>
      ) : null}
    </section>
  );
}
