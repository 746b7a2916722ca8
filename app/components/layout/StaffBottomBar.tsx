import { Link, useLocation } from "react-router";
import { STAFF_TABS } from "./staff-nav";
import { QueueBadge } from "./staff-queue";

const BAR =
  "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden dark:border-white/10 dark:bg-ink-950/95 print:hidden";
const TAB =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold transition-colors focus-visible:outline-offset-[-2px]";
const TAB_HERE = "text-brand-700 dark:text-brand-300";
const TAB_AWAY = "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white";

/** Below `md`: the floor's main places under the thumb, fixed to the bottom above a phone's home indicator. */
export function StaffBottomBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Floor" className={BAR}>
      {/* Above the bar, so the bar keeps its height (--staff-bar): the network's state and the queue's count. */}
      <div className="pointer-events-none absolute inset-x-0 bottom-full flex justify-center pb-2">
        <QueueBadge className="pointer-events-auto rounded-full shadow-md" />
      </div>
      <ul className="flex">
        {STAFF_TABS.map(({ to, label, icon: Icon, isHere }) => {
          const here = isHere(pathname);
          return (
            <li key={to} className="flex-1">
              <Link to={to} aria-current={here ? "page" : undefined} className={`${TAB} ${here ? TAB_HERE : TAB_AWAY}`}>
                <Icon aria-hidden className="size-6" strokeWidth={here ? 2.5 : 2} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
