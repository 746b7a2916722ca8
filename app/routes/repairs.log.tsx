import { ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { Form, href, Link, useNavigate } from "react-router";
import type { Route } from "./+types/repairs.log";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { filterLabelGames, NO_LABEL_GAMES, parseLabelParams } from "~/models/game/qr-labels";
import { listLabelGames } from "~/models/game/qr-labels.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /repairs/log, the bottom bar's Log: which machine? Every machine by name (the QR labels' list and search), each
 * leading to Log New Repair for it. Typing narrows the list at once; Enter opens the first machine left, and the
 * arrow keys move through the list. Without JavaScript the search is a GET that the page answers filtered.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Log a Repair");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return {
    machines: await listLabelGames(getDb()),
    q: parseLabelParams(new URL(request.url).searchParams).q,
  };
}

const logUrl = (gameId: number) => `${href("/repairs/new")}?${new URLSearchParams({ gameId: String(gameId) })}`;

const MACHINE_LINK =
  "flex min-h-12 items-center gap-3 px-4 py-2 hover:bg-slate-50 focus-visible:bg-brand-50 dark:hover:bg-white/5 dark:focus-visible:bg-brand-500/10";

export default function LogRepair({ loaderData }: Route.ComponentProps) {
  const { machines, q } = loaderData;
  const [query, setQuery] = useState(q);
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  const shown = filterLabelGames(machines, { location: "All", q: query.replace(/\s+/g, " ").trim() });

  const links = () => Array.from(list.current?.querySelectorAll("a") ?? []);
  const moveFocus = (e: React.KeyboardEvent, from: number) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    const all = links();
    all[Math.min(Math.max(from + (e.key === "ArrowDown" ? 1 : -1), 0), all.length - 1)]?.focus();
  };

  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <AdminPageHeader title="Log a Repair">Which machine is it? Pick it to log what is wrong.</AdminPageHeader>
      <Form
        method="get"
        role="search"
        onSubmit={(e) => {
          if (!shown[0] || !query.trim()) return;
          e.preventDefault();
          void navigate(logUrl(shown[0].id));
        }}
      >
        <label htmlFor="machine-search" className="label">
          Machine name
        </label>
        <input
          id="machine-search"
          name="q"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => moveFocus(e, -1)}
          autoComplete="off"
          enterKeyHint="go"
          // The bar's Log is a tap on the way to typing a machine's name.
          autoFocus
          aria-describedby="machine-count"
          className="input"
        />
      </Form>
      <p id="machine-count" role="status" className="mt-3 mb-2 text-sm text-slate-600 dark:text-slate-400">
        {shown.length === 0
          ? NO_LABEL_GAMES
          : `${shown.length} of ${machines.length} machines${shown.length > 1 && query.trim() ? ": Enter opens the first" : ""}`}
      </p>
      {shown.length ? (
        <ul
          ref={list}
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-white/10 dark:border-white/10 dark:bg-ink-900"
        >
          {shown.map((machine, index) => (
            <li key={machine.id}>
              <Link to={logUrl(machine.id)} className={MACHINE_LINK} onKeyDown={(e) => moveFocus(e, index)}>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900 dark:text-white">{machine.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{machine.locationLabel}</span>
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
