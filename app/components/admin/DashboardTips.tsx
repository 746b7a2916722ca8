import { Lightbulb } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { dashboardCard, type DashboardCardPath } from "~/components/admin/dashboard-cards";
import { SEVERITY_LABELS } from "~/models/repair/floor";

/** A tip's words, and the screens it names as cards (linked, under the card's own name). */
type TipPart = string | { screen: DashboardCardPath };

const hours = dashboardCard("admin/hours");

/** What is true of the back office today; each screen named from its card, so a renamed screen renames the tip. */
const TIPS: readonly (readonly TipPart[])[] = [
  [
    "Print a machine's label from ",
    { screen: "qr-codes" },
    ". Scanned while you are signed in, it opens the machine's report page with its open repairs and 'Log repair'.",
  ],
  [
    `A repair logged as ${SEVERITY_LABELS.unplayable}, or with the safety switch on, takes its machine off the floor. Resolve it in its thread (open it from the `,
    { screen: "repairs" },
    "): parts still to come are settled there too.",
  ],
  [
    "A game marked for sale, or with an asking price above zero, appears on ",
    { screen: "games-for-sale" },
    " by itself.",
  ],
  [
    { screen: "admin/hours" },
    hours.managerOnly ? " is for managers; " : "; ",
    "the site shows a change the moment it is saved.",
  ],
];

const TIP_LINK = "font-semibold underline underline-offset-2 hover:text-amber-800 dark:hover:text-amber-50";

export function DashboardTips() {
  return (
    <aside
      aria-labelledby="tips-heading"
      className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6 dark:border-amber-400/25 dark:bg-amber-400/10"
    >
      <h2 id="tips-heading" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
        <Lightbulb aria-hidden className="size-5" /> Quick Tips
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-amber-950 dark:text-amber-100">
        {TIPS.map((parts, i) => (
          <li key={i}>
            {parts.map((part, j) =>
              typeof part === "string" ? (
                <Fragment key={j}>{part}</Fragment>
              ) : (
                <Link key={j} to={dashboardCard(part.screen).to} className={TIP_LINK}>
                  {dashboardCard(part.screen).title}
                </Link>
              ),
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
