import { CircleAlert, HeartHandshake, LoaderCircle, Warehouse } from "lucide-react";
import { Link } from "react-router";
import { REPORT_NOT_ON_FLOOR } from "~/models/repair/report";

export function Panel({ children }: { children: React.ReactNode }) {
  return (
    <section className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-xl card p-6 text-center sm:p-10">{children}</div>
    </section>
  );
}

/** 'Unable to Load Game' with the reason ('Game ID is missing' / 'Game not found') and 'Return to Homepage'. */
export function UnableToLoadGame({ detail }: { detail: string }) {
  return (
    <Panel>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300">
        <CircleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight">Unable to Load Game</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-200">{detail}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Please scan the QR code on the machine again, or tell a member of staff.
      </p>
      <Link to="/" className="mt-8 btn-primary">
        Return to Homepage
      </Link>
    </Panel>
  );
}

/** A machine whose label was scanned off the floor: nothing to report from here (REPORT_NOT_ON_FLOOR says why). */
export function NotOnFloor({ gameName }: { gameName: string }) {
  return (
    <Panel>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200">
        <Warehouse aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight">Not on the Museum Floor</h1>
      <p className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{gameName}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-200">{REPORT_NOT_ON_FLOOR}</p>
      <ThankYouLinks />
    </Panel>
  );
}

/** After submission, a 'Thank You!' page with 'View Game Collection' and 'Return to Homepage'. */
export function ThankYou({ gameName, children }: { gameName: string; children?: React.ReactNode }) {
  return (
    <Panel>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
        <HeartHandshake aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight">Thank You!</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-200">
        Your report about <span className="font-semibold">{gameName}</span> has been sent to our technicians.
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Repairs are normally handled within 24-48 hours, and safety issues right away.
      </p>
      <div className="text-left">{children}</div>
      <ThankYouLinks />
    </Panel>
  );
}

/** The spec's spinner, for client-side transitions (the first load is server-rendered). */
export function Spinner({ label, className = "size-5" }: { label?: string; className?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden className={`animate-spin ${className}`} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

export function LoadingGame() {
  return (
    <Panel>
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-600 dark:text-slate-300">
        <Spinner className="size-10 text-brand-600 dark:text-brand-300" />
        <span className="font-medium">Loading game...</span>
      </div>
    </Panel>
  );
}

/** The Thank You! page's two ways on, 'View Game Collection' and 'Return to Homepage'. */
export function ThankYouLinks() {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/collection" className="btn-primary">
        View Game Collection
      </Link>
      <Link to="/" className="btn-secondary">
        Return to Homepage
      </Link>
    </div>
  );
}
