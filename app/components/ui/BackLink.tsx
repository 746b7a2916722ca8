import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way up from a page (to the dashboard, to a game), above its heading; a 44 px target. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold tracking-wider text-brand-700 uppercase hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden className="size-4" /> {children}
    </Link>
  );
}
