import { Package, Plus, UserRound, Wrench, type LucideIcon } from "lucide-react";

/** A staff place: where it leads, and which addresses count as being there (for `aria-current`). */
export type StaffPlace = {
  to: string;
  label: string;
  /** What a tablet's narrower header shows instead. */
  short?: string;
  isHere: (pathname: string) => boolean;
};
type StaffTab = StaffPlace & { icon: LucideIcon };

const at = (path: string) => (pathname: string) => pathname === path || pathname === `${path}/`;

const PLACES = {
  dashboard: { to: "/admin", label: "Admin Dashboard", short: "Dashboard", isHere: at("/admin") },
  // The list and a repair's own thread (/repairs/12), not the floor's other screens under /repairs.
  repairs: {
    to: "/repairs",
    label: "Repairs",
    icon: Wrench,
    isHere: (pathname) => at("/repairs")(pathname) || /^\/repairs\/\d+\/?$/.test(pathname),
  },
  log: {
    to: "/repairs/log",
    label: "Log",
    icon: Plus,
    isHere: (pathname) => at("/repairs/log")(pathname) || at("/repairs/new")(pathname),
  },
  parts: { to: "/repairs/parts", label: "Parts", icon: Package, isHere: at("/repairs/parts") },
  stats: { to: "/repairs/stats", label: "Stats", isHere: at("/repairs/stats") },
  // The due list, and everything under it: tasks, cycles, a machine's page.
  maintenance: {
    to: "/maintenance",
    label: "Maintenance",
    short: "Upkeep",
    isHere: (pathname) => /^\/maintenance(\/|$)/.test(pathname),
  },
  collection: { to: "/collection", label: "Collection", isHere: at("/collection") },
  me: {
    to: "/account",
    label: "Me",
    icon: UserRound,
    isHere: (pathname) => /^\/account(\/|$)/.test(pathname),
  },
} satisfies Record<string, StaffPlace | StaffTab>;

/** A phone's bottom bar, in its order: the floor's most used places. Adding one is one line here. */
export const STAFF_TABS: readonly StaffTab[] = [PLACES.repairs, PLACES.log, PLACES.parts, PLACES.me];

/** The header's links to the main staff places, from `md` up (a phone has the bottom bar). */
export const STAFF_LINKS: readonly StaffPlace[] = [
  PLACES.dashboard,
  PLACES.repairs,
  PLACES.parts,
  PLACES.stats,
  PLACES.maintenance,
  PLACES.collection,
];

/** The signed-in staff member's own page. */
export const ME_PLACE: StaffPlace = PLACES.me;
